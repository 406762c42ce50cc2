import { createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { meetingToken } from '../../src/services/meeting-links';
import { profile } from '../../src/shared/content/profile';
import { ADMIN_CALLS } from '../../src/shared/admin-calls';
import {
  MEETING_EMAIL_UNVERIFIED,
  MEETING_LINK_EXPIRED,
  MEETING_LINK_INVALID,
  MEETING_NOT_FOUND,
  MEETING_REQUESTED_MESSAGE,
  MEETING_TIME_NOT_OFFERED,
  MEETING_TOKEN_HEADER,
  SLOT_TAKEN_MESSAGE,
  myMeetingRequestsResponseSchema,
} from '../../src/shared/meetings';
import { ApiClient, type ApiAnswer } from '../support/api';
import {
  PASSWORD,
  admin,
  callCallable,
  idTokenFor,
  mailTo,
  registerAdmin,
  registerVerified,
  signIn,
  type TestAccount,
} from '../support/accounts';
import {
  calendarLines,
  countStatuses,
  freeMeetingSlot,
  newKey,
  postOnce,
  storedLocks,
  type FreeSlot,
} from '../support/calendar';
import { warmWorkers } from '../support/workers';

/** A signed-in visitor: their API client (own address, session cookie) and account. */
interface Visitor {
  client: ApiClient;
  account: TestAccount;
}

async function signedInVisitor(): Promise<Visitor> {
  const client = new ApiClient();
  const account = await registerVerified(client);
  await signIn(client, account);
  return { client, account };
}

function requestFor(slot: FreeSlot, email: string) {
  return {
    date: slot.date,
    time: slot.time,
    type: 'consulting',
    name: 'Ada Lovelace',
    email,
    company: 'Analytical Engines Ltd',
    description: 'I would like to talk about a project.',
  };
}

/** A request for `slot`, with the visitor's own address in the form unless `typed` says another. */
function bookMeeting(
  visitor: Visitor,
  slot: FreeSlot,
  key = newKey(),
  typed = visitor.account.email,
): Promise<ApiAnswer> {
  return postOnce(visitor.client, '/api/book-meeting', requestFor(slot, typed), key);
}

/** Somebody else's address, typed into the form. */
const strangerEmail = (): string => `stranger-${randomUUID().slice(0, 8)}@example.net`;

/** The owner's copy of a request's mails (the owner gets one per step of every request). */
async function ownerMailsFor(id: string) {
  return (await mailTo(profile.email)).filter((mail) =>
    mail.message.attachments?.some((file) => file.content.includes(`UID:meeting-${id}@`)),
  );
}

/** The emulator's link signing key (functions/.secret.local), to make tokens the mail never had. */
function emulatorLinkKey(): string {
  const file = readFileSync(path.resolve(__dirname, '../../.secret.local'), 'utf8');
  const key = /^MEETING_LINK_SIGNING_KEY=(.+)$/m.exec(file)?.[1]?.trim();
  if (!key) throw new Error('MEETING_LINK_SIGNING_KEY is missing from functions/.secret.local.');
  return key;
}
const LINK_KEY = emulatorLinkKey();

/**
 * The requests stored for one slot since `sinceMs`, whatever their status (a slot a test finds
 * free may hold requests of earlier tests that were declined or cancelled).
 */
async function requestsAt(slot: FreeSlot, sinceMs: number) {
  const snapshot = await admin()
    .db.collection('meetingRequests')
    .where('date', '==', slot.date)
    .where('time', '==', slot.time)
    .where('createdAt', '>=', Timestamp.fromMillis(sinceMs))
    .get();
  return snapshot.docs.map((doc) => {
    const status: unknown = doc.get('status');
    return { id: doc.id, status };
  });
}

/** The manage link the requester's mail carries, as the page would read it. */
async function manageLink(email: string, id: string): Promise<URL> {
  const mail = (await mailTo(email)).find(
    (entry) =>
      /Cancel or pick another time: /.test(entry.message.text) && entry.message.text.includes(id),
  );
  const match = /Cancel or pick another time: (\S+)/.exec(mail?.message.text ?? '');
  if (!match?.[1]) throw new Error(`No manage link mailed to ${email}`);
  return new URL(match[1]);
}

/** The token of a manage link: in its fragment. */
const tokenOf = (link: URL): string => new URLSearchParams(link.hash.slice(1)).get('token') ?? '';

/** A call on request `id` with a manage link's token, sent as the page sends it. */
const withToken = (token: string) => ({ headers: { [MEETING_TOKEN_HEADER]: token } });

let adminToken: string;

beforeAll(async () => {
  const account = await registerAdmin(new ApiClient());
  adminToken = await idTokenFor(account.email, PASSWORD);
}, 60_000);

describe('POST /api/book-meeting', () => {
  it('needs a session', async () => {
    const since = Date.now();
    const slot = await freeMeetingSlot();
    const answer = await postOnce(
      new ApiClient(),
      '/api/book-meeting',
      requestFor(slot, 'x@example.org'),
    );
    expect(answer.status).toBe(401);
    expect(await requestsAt(slot, since)).toEqual([]);
  });

  it('stores the request, books its cells and mails both sides an invitation with a manage link', async () => {
    const visitor = await signedInVisitor();
    const slot = await freeMeetingSlot();
    const answer = await bookMeeting(visitor, slot);
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toMatchObject({ success: true, message: MEETING_REQUESTED_MESSAGE });
    const id = String(answer.body.id);

    const locks = await storedLocks();
    for (const cell of slot.cells) {
      expect(locks.get(cell)).toMatchObject({
        state: 'booked',
        holder: { collection: 'meetingRequests', id },
        expiresAt: null,
      });
    }

    const [mail] = await mailTo(visitor.account.email).then((mails) =>
      mails.filter((entry) => entry.message.subject.startsWith('Your meeting request')),
    );
    expect(mail).toBeDefined();
    const ics = calendarLines(mail);
    expect(ics).toEqual(
      expect.arrayContaining([
        'METHOD:REQUEST',
        `UID:meeting-${id}@127.0.0.1`,
        'SEQUENCE:0',
        'STATUS:TENTATIVE',
        `DTSTART:${new Date(slot.startMs).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`,
      ]),
    );
    expect(mail?.message.text).not.toContain('Ada Lovelace');
    const link = await manageLink(visitor.account.email, id);
    expect(link.pathname).toBe('/meetings/manage');
    expect(link.searchParams.get('id')).toBe(id);

    const listed = await visitor.client.call('/api/meetings');
    const rows = myMeetingRequestsResponseSchema.parse(listed.json).meetingRequests;
    expect(rows.map((row) => [row.id, row.status])).toEqual([[id, 'requested']]);
  });

  it('answers a replayed Idempotency-Key with the first answer and books once', async () => {
    const since = Date.now();
    const visitor = await signedInVisitor();
    const slot = await freeMeetingSlot();
    const key = newKey();
    const first = await bookMeeting(visitor, slot, key);
    const again = await bookMeeting(visitor, slot, key);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await requestsAt(slot, since)).toHaveLength(1);
  });

  it('refuses a time the rules do not offer with 400, storing nothing', async () => {
    const since = Date.now();
    const visitor = await signedInVisitor();
    const slot = await freeMeetingSlot();
    // Five minutes past a slot's start: slots start on quarter hours, so this is never one.
    const minutes = String(Number(slot.time.slice(3)) + 5).padStart(2, '0');
    const between = { ...slot, time: `${slot.time.slice(0, 3)}${minutes}` };
    const answer = await bookMeeting(visitor, between);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ time: [MEETING_TIME_NOT_OFFERED] });
    expect(await requestsAt(between, since)).toEqual([]);
  });
});

describe('no double booking of a meeting slot', () => {
  beforeAll(() => warmWorkers(50), 300_000);

  it('50 requests for one slot from 10 signed-in visitors at once: one 201, 49 409, one request stored', async () => {
    const since = Date.now();
    const visitors = await Promise.all(Array.from({ length: 10 }, () => signedInVisitor()));
    const slot = await freeMeetingSlot();
    const answers = await Promise.all(
      visitors.flatMap((visitor) => Array.from({ length: 5 }, () => bookMeeting(visitor, slot))),
    );
    expect(countStatuses(answers)).toEqual({ 201: 1, 409: 49 });
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body.message).toBe(SLOT_TAKEN_MESSAGE);
    const stored = await requestsAt(slot, since);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.id).toBe(answers.find((answer) => answer.status === 201)?.body.id);
  }, 120_000);
});

describe('mail only to who asked', () => {
  it('mails the requester at their account address, never the typed one; the owner sees both', async () => {
    const visitor = await signedInVisitor();
    const typed = strangerEmail();
    const slot = await freeMeetingSlot();
    const answer = await bookMeeting(visitor, slot, newKey(), typed);
    expect(answer.status, answer.text).toBe(201);
    const id = String(answer.body.id);

    expect(await mailTo(typed)).toEqual([]);
    const invitation = (await mailTo(visitor.account.email)).find((mail) =>
      mail.message.subject.startsWith('Your meeting request'),
    );
    expect(calendarLines(invitation)).toEqual(
      expect.arrayContaining([`UID:meeting-${id}@127.0.0.1`]),
    );
    expect(JSON.stringify(invitation)).not.toContain(typed);

    const [owner] = await ownerMailsFor(id);
    expect(owner?.message.text).toContain(
      `From: Ada Lovelace <${visitor.account.email}>, Analytical Engines Ltd (their account's verified address)`,
    );
    expect(owner?.message.text).toContain(
      `Email given in the request (not verified, not mailed): ${typed}`,
    );
    const stored = await admin().db.collection('meetingRequests').doc(id).get();
    expect([stored.get('email'), stored.get('accountEmail')]).toEqual([
      typed,
      visitor.account.email,
    ]);

    // Every later mail goes to the account too: accepted, then declined.
    for (const decision of ['accept', 'decline'] as const) {
      const decided = await callCallable('decideMeetingRequest', { id, decision }, adminToken);
      expect(decided.error).toBeUndefined();
    }
    const subjects = (await mailTo(visitor.account.email)).map((mail) => mail.message.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        'Meeting confirmed: Consulting',
        'Meeting request declined: Consulting',
      ]),
    );
    expect(await mailTo(typed)).toEqual([]);
  });

  it('a request stored before account addresses were kept is mailed at the account’s verified address', async () => {
    const visitor = await signedInVisitor();
    const typed = strangerEmail();
    const slot = await freeMeetingSlot();
    const id = String((await bookMeeting(visitor, slot, newKey(), typed)).body.id);
    await admin()
      .db.collection('meetingRequests')
      .doc(id)
      .update({ accountEmail: FieldValue.delete() });

    const cancelled = await visitor.client.post(`/api/meetings/${id}/cancel`, {});
    expect(cancelled.body).toEqual({ success: true, status: 'cancelled' });
    const update = (await mailTo(visitor.account.email)).find((mail) =>
      mail.message.subject.startsWith('Meeting cancelled'),
    );
    expect(calendarLines(update)).toEqual(expect.arrayContaining(['METHOD:CANCEL']));
    expect(await mailTo(typed)).toEqual([]);
  });

  it('refuses a signed-in account whose address is not verified, storing nothing', async () => {
    const since = Date.now();
    const visitor = await signedInVisitor();
    await admin().auth.updateUser(visitor.account.uid, { emailVerified: false });
    const slot = await freeMeetingSlot();
    const answer = await bookMeeting(visitor, slot, newKey(), strangerEmail());
    expect([answer.status, answer.body.message]).toEqual([403, MEETING_EMAIL_UNVERIFIED]);
    expect(await requestsAt(slot, since)).toEqual([]);
  });
});

describe('the manage link', () => {
  it('carries its token in the fragment only, expiring a day after the meeting', async () => {
    const visitor = await signedInVisitor();
    const slot = await freeMeetingSlot();
    const id = String((await bookMeeting(visitor, slot)).body.id);
    const link = await manageLink(visitor.account.email, id);
    expect(`${link.origin}${link.pathname}`).toBe('http://127.0.0.1:5000/meetings/manage');
    expect([...link.searchParams.entries()]).toEqual([['id', id]]);
    const token = tokenOf(link);
    expect(token).toMatch(/^\d+\.[\w-]{43}$/);
    expect(Number(token.split('.')[0])).toBe(slot.endMs / 1000 + 24 * 3600);
  });

  it('works from the header only: a token in the query or body is not read', async () => {
    const visitor = await signedInVisitor();
    const slot = await freeMeetingSlot();
    const id = String((await bookMeeting(visitor, slot)).body.id);
    const token = tokenOf(await manageLink(visitor.account.email, id));
    const stranger = new ApiClient();

    const byQuery = await stranger.call(`/api/meetings/${id}?token=${encodeURIComponent(token)}`);
    expect(byQuery.status).toBe(401);
    const byBody = await stranger.post(`/api/meetings/${id}/cancel`, { token });
    expect(byBody.status).toBe(401);
    const cancelByQuery = await stranger.post(
      `/api/meetings/${id}/cancel?token=${encodeURIComponent(token)}`,
      {},
    );
    expect(cancelByQuery.status).toBe(401);
    expect((await stranger.call(`/api/meetings/${id}`, withToken(token))).body).toMatchObject({
      meetingRequest: { id, status: 'requested' },
    });
  });

  it('refuses an expired token, an altered expiry, a token for another request and an old link', async () => {
    const visitor = await signedInVisitor();
    const slot = await freeMeetingSlot();
    const id = String((await bookMeeting(visitor, slot)).body.id);
    const token = tokenOf(await manageLink(visitor.account.email, id));
    const stranger = new ApiClient();
    const read = (sent: string) => stranger.call(`/api/meetings/${id}`, withToken(sent));
    const cancel = (sent: string) =>
      stranger.call(`/api/meetings/${id}/cancel`, { method: 'POST', ...withToken(sent) });
    const now = Math.floor(Date.now() / 1000);

    const expired = meetingToken(id, now - 60, LINK_KEY);
    for (const answer of [await read(expired), await cancel(expired)]) {
      expect([answer.status, answer.body.message]).toEqual([403, MEETING_LINK_EXPIRED]);
    }
    const [, mac] = token.split('.');
    const stretched = `${now + 365 * 86_400}.${mac}`;
    const otherRequest = meetingToken(`other-${id}`, now + 3600, LINK_KEY);
    const oldFormat = createHmac('sha256', LINK_KEY)
      .update(`meeting-manage:${id}`)
      .digest('base64url');
    for (const sent of [stretched, otherRequest, oldFormat, '', 'x'.repeat(2000)]) {
      for (const answer of [await read(sent), await cancel(sent)]) {
        expect([answer.status, answer.body.message], sent).toEqual([403, MEETING_LINK_INVALID]);
      }
    }
    expect((await read(token)).body).toMatchObject({ meetingRequest: { status: 'requested' } });
  });

  it('30 cancels with the link at once: all answer cancelled, one cancellation is mailed', async () => {
    const visitor = await signedInVisitor();
    const slot = await freeMeetingSlot();
    const id = String((await bookMeeting(visitor, slot)).body.id);
    const token = tokenOf(await manageLink(visitor.account.email, id));
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        new ApiClient().call(`/api/meetings/${id}/cancel`, { method: 'POST', ...withToken(token) }),
      ),
    );
    expect(answers.map((answer) => answer.body.status)).toEqual(Array(30).fill('cancelled'));
    const cancellations = (await mailTo(visitor.account.email)).filter((mail) =>
      mail.message.subject.startsWith('Meeting cancelled'),
    );
    expect(cancellations).toHaveLength(1);
  }, 60_000);
});

describe('declining, accepting and cancelling', () => {
  it('a declined request frees its slot: a second visitor can then request it', async () => {
    const since = Date.now();
    const [first, second] = [await signedInVisitor(), await signedInVisitor()];
    const slot = await freeMeetingSlot();
    const asked = await bookMeeting(first, slot);
    expect(asked.status).toBe(201);
    expect((await bookMeeting(second, slot)).status).toBe(409);

    const id = String(asked.body.id);
    const declined = await callCallable(
      'decideMeetingRequest',
      { id, decision: 'decline' },
      adminToken,
    );
    expect(declined.result).toEqual({ success: true, status: 'declined' });
    const cancel = (await mailTo(first.account.email)).find((mail) =>
      mail.message.subject.startsWith('Meeting request declined'),
    );
    expect(calendarLines(cancel)).toEqual(
      expect.arrayContaining([
        'METHOD:CANCEL',
        `UID:meeting-${id}@127.0.0.1`,
        'SEQUENCE:1',
        'STATUS:CANCELLED',
      ]),
    );
    const audit = await admin().db.collection('auditLog').where('targetId', '==', id).get();
    expect(audit.docs.map((doc) => doc.get('action'))).toEqual(['meeting.decline']);

    const retaken = await bookMeeting(second, slot);
    expect(retaken.status, retaken.text).toBe(201);
    expect((await requestsAt(slot, since)).map((entry) => entry.status).sort()).toEqual([
      'declined',
      'requested',
    ]);
  });

  it('accepting confirms the same invitation with a bumped SEQUENCE, once', async () => {
    const visitor = await signedInVisitor();
    const slot = await freeMeetingSlot();
    const id = String((await bookMeeting(visitor, slot)).body.id);
    const accepted = await callCallable(
      'decideMeetingRequest',
      { id, decision: 'accept' },
      adminToken,
    );
    expect(accepted.result).toEqual({ success: true, status: 'accepted' });
    const confirmed = (await mailTo(visitor.account.email)).find((mail) =>
      mail.message.subject.startsWith('Meeting confirmed'),
    );
    expect(calendarLines(confirmed)).toEqual(
      expect.arrayContaining([
        'METHOD:REQUEST',
        `UID:meeting-${id}@127.0.0.1`,
        'SEQUENCE:1',
        'STATUS:CONFIRMED',
      ]),
    );
    const again = await callCallable(
      'decideMeetingRequest',
      { id, decision: 'accept' },
      adminToken,
    );
    expect(again.error?.status).toBe('FAILED_PRECONDITION');
  });

  it('the signed link from the mail cancels without a session; a forged one does nothing', async () => {
    const visitor = await signedInVisitor();
    const slot = await freeMeetingSlot();
    const id = String((await bookMeeting(visitor, slot)).body.id);
    const token = tokenOf(await manageLink(visitor.account.email, id));
    const stranger = new ApiClient();
    const cancel = (named: string, sent: string) =>
      stranger.call(`/api/meetings/${named}/cancel`, { method: 'POST', ...withToken(sent) });

    const forged = await cancel(id, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`);
    expect(forged.status).toBe(403);
    expect(forged.body.message).toBe(MEETING_LINK_INVALID);
    const otherId = await cancel(`not-${id}`, token);
    expect([otherId.status, otherId.body.message]).toEqual([403, MEETING_LINK_INVALID]);

    const cancelled = await cancel(id, token);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body).toEqual({ success: true, status: 'cancelled' });
    const locks = await storedLocks();
    expect(slot.cells.filter((cell) => locks.has(cell))).toEqual([]);
    const update = (await mailTo(visitor.account.email)).find((mail) =>
      mail.message.subject.startsWith('Meeting cancelled'),
    );
    expect(calendarLines(update)).toEqual(expect.arrayContaining(['METHOD:CANCEL', 'SEQUENCE:1']));
    // Cancelling again changes nothing and mails nothing more.
    const mailsBefore = (await mailTo(visitor.account.email)).length;
    expect((await cancel(id, token)).body.status).toBe('cancelled');
    expect(await mailTo(visitor.account.email)).toHaveLength(mailsBefore);
  });

  it('the manage page reads a request with its link or as its requester, and nobody else', async () => {
    const [visitor, other] = [await signedInVisitor(), await signedInVisitor()];
    const slot = await freeMeetingSlot();
    const id = String((await bookMeeting(visitor, slot)).body.id);
    const token = tokenOf(await manageLink(visitor.account.email, id));
    const stranger = new ApiClient();
    const withLink = (sent: string, named = id) =>
      stranger.call(`/api/meetings/${named}`, withToken(sent));

    const read = await withLink(token);
    expect(read.status, read.text).toBe(200);
    expect(read.body).toEqual({
      success: true,
      meetingRequest: {
        id,
        type: 'consulting',
        start: new Date(slot.startMs).toISOString(),
        end: new Date(slot.endMs).toISOString(),
        status: 'requested',
      },
    });
    expect((await visitor.client.call(`/api/meetings/${id}`)).body).toEqual(read.body);

    const forged = await withLink(`${token}x`);
    expect([forged.status, forged.body.message]).toEqual([403, MEETING_LINK_INVALID]);
    expect((await withLink(token, `not-${id}`)).status).toBe(403);
    expect((await withLink(`${token}, ${token}`)).status).toBe(403);
    expect((await stranger.call(`/api/meetings/${id}`)).status).toBe(401);
    expect((await other.client.call(`/api/meetings/${id}`)).status).toBe(404);
    expect((await withLink(token, `..%2F${id}`)).status).toBe(404);

    await stranger.call(`/api/meetings/${id}/cancel`, { method: 'POST', ...withToken(token) });
    const after = await withLink(token);
    expect(after.body).toMatchObject({ meetingRequest: { status: 'cancelled' } });
  });

  it('the requester cancels their own when signed in; someone else’s is not found', async () => {
    const [owner, other] = [await signedInVisitor(), await signedInVisitor()];
    const slot = await freeMeetingSlot();
    const id = String((await bookMeeting(owner, slot)).body.id);
    const notTheirs = await other.client.post(`/api/meetings/${id}/cancel`, {});
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body.message).toBe(MEETING_NOT_FOUND);
    expect((await new ApiClient().post(`/api/meetings/${id}/cancel`, {})).status).toBe(401);
    const own = await owner.client.post(`/api/meetings/${id}/cancel`, {});
    expect(own.body).toEqual({ success: true, status: 'cancelled' });
  });

  it('admins list requests; others are refused', async () => {
    const visitor = await signedInVisitor();
    const slot = await freeMeetingSlot();
    const id = String((await bookMeeting(visitor, slot)).body.id);
    const listed = await callCallable('listMeetingRequests', { status: 'requested' }, adminToken);
    const { items } = ADMIN_CALLS.listMeetingRequests.response.parse(listed.result);
    expect(items.map((item) => item.id)).toContain(id);
    const userToken = await idTokenFor(visitor.account.email, PASSWORD);
    expect((await callCallable('listMeetingRequests', {}, userToken)).error?.status).toBe(
      'PERMISSION_DENIED',
    );
  });
});

describe('bad input never makes a 500', () => {
  it('refuses bodies that are not objects and ids that are not document ids', async () => {
    const visitor = await signedInVisitor();
    for (const body of ['null', '[]', '1', '"x"']) {
      const answer = await visitor.client.call('/api/book-meeting', {
        method: 'POST',
        headers: { 'Content-Type': 'application/merge-patch+json' },
        body,
      });
      expect(answer.status, body).toBe(400);
    }
    const blank = await postOnce(visitor.client, '/api/book-meeting', {});
    expect(blank.status).toBe(400);
    for (const id of ['a%2Fb', '%2E%2E', '__x__']) {
      const answer = await visitor.client.post(`/api/meetings/${id}/cancel`, {});
      expect(answer.status, id).toBe(404);
      expect((await visitor.client.call(`/api/meetings/${id}`)).status, id).toBe(404);
    }
    // `/api/meetings/./cancel` is `/api/meetings/cancel` once the URL is normalised: the read of
    // a request named "cancel", which only GET reads.
    const dot = await visitor.client.post('/api/meetings/./cancel', {});
    expect([dot.status, dot.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
    for (const id of ['a/b', '..', '__x__', '']) {
      const answer = await callCallable(
        'decideMeetingRequest',
        { id, decision: 'accept' },
        adminToken,
      );
      expect(answer.error?.status, id).toBe('INVALID_ARGUMENT');
    }
    const unknown = await callCallable(
      'decideMeetingRequest',
      { id: 'missing-request', decision: 'decline' },
      adminToken,
    );
    expect(unknown.error).toEqual({ status: 'NOT_FOUND', message: MEETING_NOT_FOUND });
  });
});
