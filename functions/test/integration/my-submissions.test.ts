import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { mySubmissionsResponseSchema } from '../../src/shared/my-submissions';
import { admin, uniqueName } from '../support/accounts';
import { ApiClient } from '../support/api';
import { adminCall, signedIn, type SignedIn } from '../support/admin-api';

// What a signed-in user sent while signed in, listed on their dashboard with what became of it.

let SENDER: SignedIn;
let OTHER: SignedIn;
let ADMIN: SignedIn;

const email = () => `${uniqueName('sender')}@example.com`;

async function sendAll(client: ApiClient, marker: string) {
  const message = await client.post('/api/contact', {
    name: 'Ada Lovelace',
    email: email(),
    subject: `Message ${marker}`,
    message: 'I would like to talk about a project.',
  });
  const inquiry = await client.post('/api/project-inquiry', {
    category: 'consulting',
    title: `Inquiry ${marker}`,
    description: 'Advice on a data platform.',
    contactEmail: email(),
  });
  const endorsement = await client.post('/api/endorsements', {
    name: 'Ada Lovelace',
    email: email(),
    skill: `Skill ${marker}`,
  });
  for (const answer of [message, inquiry, endorsement])
    expect(answer.status, answer.text).toBe(201);
  return {
    message: String(message.body.id),
    inquiry: String(inquiry.body.id),
    endorsement: String(endorsement.body.id),
  };
}

async function mine(client: ApiClient) {
  const answer = await client.call('/api/my-submissions');
  expect(answer.status, answer.text).toBe(200);
  return mySubmissionsResponseSchema.parse(answer.json);
}

describe('GET /api/my-submissions', () => {
  beforeAll(async () => {
    [SENDER, OTHER, ADMIN] = await Promise.all([signedIn(), signedIn(), signedIn('admin')]);
  });

  it('lists what the user sent signed in, newest first, and nothing of anyone else', async () => {
    const first = randomUUID().slice(0, 8);
    const second = randomUUID().slice(0, 8);
    const older = await sendAll(SENDER.client, first);
    const newer = await sendAll(SENDER.client, second);
    await sendAll(OTHER.client, randomUUID().slice(0, 8));
    await sendAll(new ApiClient(), randomUUID().slice(0, 8));

    const listed = await mine(SENDER.client);
    expect(listed.messages.map(({ id }) => id)).toEqual([newer.message, older.message]);
    expect(listed.inquiries.map(({ id }) => id)).toEqual([newer.inquiry, older.inquiry]);
    expect(listed.endorsements.map(({ id }) => id)).toEqual([newer.endorsement, older.endorsement]);
    expect(listed.messages[0]).toMatchObject({ subject: `Message ${second}`, status: 'sent' });
    expect(listed.inquiries[0]).toMatchObject({
      title: `Inquiry ${second}`,
      category: 'consulting',
      status: 'sent',
    });
    expect(listed.endorsements[0]).toMatchObject({ skill: `Skill ${second}`, status: 'pending' });
    // The endorser's account is on the private half only, never on the public record.
    const record = await admin().db.doc(`endorsements/${newer.endorsement}`).get();
    expect(record.get('uid')).toBeUndefined();
    expect(
      (await admin().db.doc(`endorsementsPrivate/${newer.endorsement}`).get()).get('uid'),
    ).toBe(SENDER.account.uid);
  });

  it('says when the owner has read a message or an inquiry, and how an endorsement was reviewed', async () => {
    const sent = await sendAll(SENDER.client, randomUUID().slice(0, 8));
    for (const [kind, id] of [
      ['contact', sent.message],
      ['inquiry', sent.inquiry],
    ] as const) {
      const read = await adminCall(ADMIN.client, 'setInboxRead', { kind, id, read: true });
      expect(read.status, read.text).toBe(200);
    }
    const rejected = await adminCall(ADMIN.client, 'moderateEndorsement', {
      id: sent.endorsement,
      decision: 'rejected',
    });
    expect(rejected.status, rejected.text).toBe(200);

    const listed = await mine(SENDER.client);
    expect(listed.messages.find(({ id }) => id === sent.message)?.status).toBe('read');
    expect(listed.inquiries.find(({ id }) => id === sent.inquiry)?.status).toBe('read');
    expect(listed.endorsements.find(({ id }) => id === sent.endorsement)?.status).toBe('rejected');
  });

  it('lists what a replayed send stored once', async () => {
    // A sender of its own: the contact form's per-address limit is the other tests' to spend.
    const replaying = await signedIn();
    const key = randomUUID();
    const body = {
      name: 'Ada Lovelace',
      email: email(),
      subject: `Replayed ${key.slice(0, 8)}`,
      message: 'I would like to talk about a project.',
    };
    const sent = await Promise.all(
      Array.from({ length: 5 }, () =>
        replaying.client.call('/api/contact', {
          method: 'POST',
          json: body,
          headers: { 'Idempotency-Key': key },
        }),
      ),
    );
    const ids = new Set(sent.map((answer) => String(answer.body.id)));
    expect(ids.size).toBe(1);
    expect(sent.map(({ status }) => status)).toEqual([201, 201, 201, 201, 201]);
    const listed = await mine(replaying.client);
    expect(listed.messages.filter(({ subject }) => subject === body.subject)).toHaveLength(1);
  });

  it('answers 401 without a session, or with a forged one', async () => {
    expect((await new ApiClient().call('/api/my-submissions')).status).toBe(401);
    const forged = await new ApiClient().call('/api/my-submissions', {
      headers: { Cookie: '__session=forged.session.cookie' },
    });
    expect(forged.status).toBe(401);
  });
});
