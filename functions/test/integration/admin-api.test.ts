import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CALLS, ADMIN_SIGN_IN_MESSAGE } from '../../src/shared/admin-calls';
import { apiFailureSchema } from '../../src/shared/api-response';
import { availabilitySettingsResponseSchema } from '../../src/shared/availability';
import { ApiClient, type ApiAnswer } from '../support/api';
import { admin, signIn, uniqueName } from '../support/accounts';
import { adminCall, functionOrigin, rawPost, signedIn, type SignedIn } from '../support/admin-api';
import { replaying } from '../support/browser-session';
import { SERVICE, freeMeetingSlot, freeWizardSlot, postOnce } from '../support/calendar';

let ADMIN: SignedIn;

function failure(answer: ApiAnswer, status: number): string {
  expect(answer.status, answer.text).toBe(status);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  const { message } = apiFailureSchema.parse(answer.json);
  expect(message).not.toMatch(/went wrong on our side|^Invalid input/);
  return message;
}

/** The audit entries that name `targetId`, as the admin area would read them. */
async function auditOf(targetId: string) {
  const snapshot = await admin().db.collection('auditLog').where('targetId', '==', targetId).get();
  return snapshot.docs.map((doc) => doc.data());
}

async function contactMessage(): Promise<string> {
  const answer = await new ApiClient().post('/api/contact', {
    name: 'Ada Lovelace',
    email: `${uniqueName('visitor')}@example.com`,
    subject: `Admin over HTTP ${randomUUID()}`,
    message: 'I would like to talk about a project.',
  });
  expect(answer.status, answer.text).toBe(201);
  return String(answer.body.id);
}

async function booking(): Promise<{ id: string; email: string }> {
  const slot = await freeWizardSlot();
  const email = `${uniqueName('booker')}@example.org`;
  const answer = await postOnce(new ApiClient(), '/api/book-service', {
    name: 'Katherine Johnson',
    email,
    date: slot.date,
    time: slot.time,
    type: SERVICE.name,
  });
  expect(answer.status, answer.text).toBe(201);
  return { id: String(answer.body.id), email };
}

describe('POST /api/admin/:call, who may call', () => {
  beforeAll(async () => {
    ADMIN = await signedIn('admin');
  });

  it('answers an admin with the call’s answer and success', async () => {
    const answer = await adminCall(ADMIN.client, 'listBookings', {});
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.success).toBe(true);
    const { items } = ADMIN_CALLS.listBookings.response.parse(answer.json);
    expect(items.length).toBeLessThanOrEqual(20);
  });

  it('refuses a signed-out caller with 401, before reading the body', async () => {
    const answer = await adminCall(new ApiClient(), 'listBookings', {});
    expect(failure(answer, 401)).toBe(ADMIN_SIGN_IN_MESSAGE);
  });

  it('refuses a general user and a ceo with 403 and the call’s own refusal', async () => {
    const user = await signedIn();
    expect(failure(await adminCall(user.client, 'listInbox', { kind: 'contact' }), 403)).toBe(
      ADMIN_CALLS.listInbox.refusal,
    );
    const ceo = await signedIn();
    await admin().auth.setCustomUserClaims(ceo.account.uid, { role: 'ceo' });
    const promotion = await adminCall(ceo.client, 'setUserRole', {
      uid: ceo.account.uid,
      role: 'admin',
    });
    expect(failure(promotion, 403)).toBe(ADMIN_CALLS.setUserRole.refusal);
    expect((await admin().auth.getUser(ceo.account.uid)).customClaims).toEqual({ role: 'ceo' });
  });

  it('refuses a call from another site’s page with 403', async () => {
    const answer = await ADMIN.client.call('/api/admin/listBookings', {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
      json: {},
    });
    expect(failure(answer, 403)).toBe('This request came from another website and was refused.');
  });

  it('refuses a session that was signed out or revoked with 401', async () => {
    const loggedOut = await signedIn('admin');
    const kept = replaying(loggedOut.client);
    expect((await loggedOut.client.post('/api/logout')).status).toBe(200);
    expect(failure(await kept.post('/api/admin/listBookings', {}), 401)).toBe(
      ADMIN_SIGN_IN_MESSAGE,
    );

    // Signed out on every device from another one: this device's session ends too.
    const revoked = await signedIn('admin');
    const elsewhere = new ApiClient();
    await signIn(elsewhere, revoked.account);
    expect((await elsewhere.post('/api/logout-everywhere')).status).toBe(200);
    expect(failure(await adminCall(revoked.client, 'listBookings', {}), 401)).toBe(
      ADMIN_SIGN_IN_MESSAGE,
    );

    // A disabled account acts for nobody, whatever its cookie.
    const disabled = await signedIn('admin');
    await admin().auth.updateUser(disabled.account.uid, { disabled: true });
    expect(failure(await adminCall(disabled.client, 'listBookings', {}), 401)).toBe(
      ADMIN_SIGN_IN_MESSAGE,
    );
  });

  it.each(['listEverything', 'constructor', '__proto__', 'hasOwnProperty', 'toString'])(
    'answers the name %s, which is no admin call, with 404',
    async (name) => {
      const answer = await ADMIN.client.post(`/api/admin/${name}`, {});
      expect(failure(answer, 404)).toBe('There is no admin call by that name.');
    },
  );

  it.each(['listBookings%2F..', 'a%2Fb', '%2FlistBookings', 'listBookings%2f'])(
    'answers the name %s, which holds a slash, with 404',
    async (name) => {
      const answer = await ADMIN.client.post(`/api/admin/${name}`, {});
      expect(failure(answer, 404)).toBe('There is no admin call by that name.');
    },
  );

  it('never runs a call for a path that climbs out of /api/admin', async () => {
    // Hosting resolves `..` before it rewrites: `/api/admin/..` is `/api`, the app shell's page.
    const resolved = await rawPost('/api/admin/..', ADMIN.client.cookie);
    expect(resolved.text).toMatch(/^<!doctype html>/i);
    // Encoded, or sent to the function itself, it names no admin call either.
    const paths = ['/api/admin/%2e%2e', '/api/admin/./listBookings/..', '/api/admin/%2E%2E/x'];
    const answers = [
      ...(await Promise.all(paths.map((path) => rawPost(path, ADMIN.client.cookie)))),
      await rawPost('/api/admin/..', ADMIN.client.cookie, functionOrigin()),
    ];
    for (const answer of answers) {
      expect(answer.status, answer.text).toBe(404);
      expect(JSON.parse(answer.text)).toMatchObject({ success: false });
    }
  });

  it('answers any other method with 405 and says POST', async () => {
    const answer = await ADMIN.client.call('/api/admin/listBookings');
    expect(failure(answer, 405)).toBe('GET is not allowed on /api/admin/:call. Use POST.');
  });
});

describe('POST /api/admin/:call, what it takes', () => {
  beforeAll(async () => {
    ADMIN ??= await signedIn('admin');
  });

  it.each(['null', '"listBookings"', '[]', '[{"status":"confirmed"}]', '12', '{"status":'])(
    'refuses the body %s with 400 and words a person can read',
    async (body) => {
      const answer = await ADMIN.client.call('/api/admin/listBookings', {
        method: 'POST',
        headers: { 'Content-Type': 'application/merge-patch+json' },
        body,
      });
      expect(failure(answer, 400)).toMatch(
        /^(Send the request body as a JSON object\.|The request body is not valid JSON\.)$/,
      );
    },
  );

  it.each(['null', '"listBookings"', '[]', '{"status":'])(
    'refuses the body %s sent as application/json with 400 and no stack trace',
    async (body) => {
      const answer = await ADMIN.client.call('/api/admin/listBookings', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      expect(answer.status, answer.text).toBe(400);
      // Non-object and malformed JSON under exactly this type is the Functions runtime's to refuse
      // before our code runs (docs/api-conventions.md); what reaches us gets our JSON.
      expect(answer.text).not.toMatch(/SyntaxError|JSON\.parse|\n\s+at /);
      if (answer.headers.get('content-type')?.startsWith('application/json')) {
        expect(failure(answer, 400)).toBe('Send the request body as a JSON object.');
      }
    },
  );

  it('reads an empty body as no data', async () => {
    const answer = await ADMIN.client.call('/api/admin/listBookings', { method: 'POST' });
    expect(answer.status, answer.text).toBe(200);
  });

  it('refuses bad data with 400, the schema’s words and the field', async () => {
    const status = await adminCall(ADMIN.client, 'listBookings', {
      status: 'maybe' as 'confirmed',
    });
    expect(failure(status, 400)).toBe('Choose a booking status.');
    expect(status.body.errors).toEqual({ status: ['Choose a booking status.'] });
    const limit = await adminCall(ADMIN.client, 'listBookings', { limit: 500 });
    expect(failure(limit, 400)).toBe('Ask for 1 to 100 rows at a time.');
  });

  it('maps a service’s refusal as the API does: a missing record is 404', async () => {
    const missing = await adminCall(ADMIN.client, 'setInboxRead', {
      kind: 'inquiry',
      id: `missing-${randomUUID()}`,
      read: true,
    });
    expect(failure(missing, 404)).toBe('That message no longer exists.');
  });
});

describe('POST /api/admin/:call, every capability works as its callable does', () => {
  beforeAll(async () => {
    ADMIN ??= await signedIn('admin');
  });

  it('marks an inbox message read and unread', async () => {
    const id = await contactMessage();
    const read = await adminCall(ADMIN.client, 'setInboxRead', { kind: 'contact', id, read: true });
    expect(read.body).toEqual({ success: true });
    expect((await admin().db.doc(`contactMessages/${id}`).get()).get('read')).toBe(true);
    await adminCall(ADMIN.client, 'setInboxRead', { kind: 'contact', id, read: false });
    expect((await admin().db.doc(`contactMessages/${id}`).get()).get('read')).toBe(false);
  });

  it('accepts a meeting request, audited', async () => {
    const visitor = await signedIn();
    const slot = await freeMeetingSlot();
    const requested = await postOnce(visitor.client, '/api/book-meeting', {
      date: slot.date,
      time: slot.time,
      type: 'consulting',
      name: 'Ada Lovelace',
      email: visitor.account.email,
      company: 'Analytical Engines Ltd',
      description: 'I would like to talk about a project.',
    });
    expect(requested.status, requested.text).toBe(201);
    const id = String(requested.body.id);

    const answer = await adminCall(ADMIN.client, 'decideMeetingRequest', {
      id,
      decision: 'accept',
    });
    expect(answer.body).toEqual({ success: true, status: 'accepted' });
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({ action: 'meeting.accept', actorUid: ADMIN.account.uid }),
    ]);
  });

  it('cancels a booking, audited', async () => {
    const { id } = await booking();
    const answer = await adminCall(ADMIN.client, 'cancelBooking', { id });
    expect(answer.body).toEqual({ success: true, status: 'cancelled' });
    expect((await admin().db.doc(`bookings/${id}`).get()).get('status')).toBe('cancelled');
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({ action: 'booking.cancel', actorUid: ADMIN.account.uid }),
    ]);
  });

  it('verifies a payment, audited, and its booking is confirmed', async () => {
    const booked = await booking();
    const paid = await postOnce(new ApiClient(), '/api/process-payment', {
      bookingId: booked.id,
      email: booked.email,
      name: 'Katherine Johnson',
      service: SERVICE.id,
      amount: SERVICE.price,
      currency: 'GBP',
      paymentMethod: 'card-simulated',
    });
    expect(paid.status, paid.text).toBe(201);
    const id = String(paid.body.id);

    const answer = await adminCall(ADMIN.client, 'verifyPayment', { id, decision: 'paid' });
    expect(answer.body).toEqual({ success: true, status: 'paid' });
    expect((await admin().db.doc(`bookings/${booked.id}`).get()).get('status')).toBe('confirmed');
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({ action: 'payment.paid', actorUid: ADMIN.account.uid }),
    ]);
    // A decided one is a failed precondition: 409, as everywhere in the API.
    const again = await adminCall(ADMIN.client, 'verifyPayment', { id, decision: 'rejected' });
    expect(failure(again, 409)).toBe('That payment is already paid.');
  });

  it('approves an endorsement, audited', async () => {
    const endorsed = await new ApiClient().post('/api/endorsements', {
      name: 'Grace Hopper',
      email: `${uniqueName('endorser')}@example.com`,
      skill: `Skill ${randomUUID().slice(0, 8)}`,
      headline: 'CTO at Example',
      relation: 'colleague',
    });
    expect(endorsed.status, endorsed.text).toBe(201);
    const id = String(endorsed.body.id);

    const answer = await adminCall(ADMIN.client, 'moderateEndorsement', {
      id,
      decision: 'approved',
    });
    expect(answer.body).toEqual({ success: true, message: 'Endorsement approved.' });
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({ action: 'endorsement.approve', actorUid: ADMIN.account.uid }),
    ]);
  });

  it('sets a role, audited, and the account’s next request has it', async () => {
    const member = await signedIn();
    const answer = await adminCall(ADMIN.client, 'setUserRole', {
      uid: member.account.uid,
      role: 'business_associate',
    });
    expect(answer.body).toMatchObject({
      success: true,
      message: 'Role changed to business_associate.',
      user: { uid: member.account.uid, role: 'business_associate' },
    });
    const audit = await admin()
      .db.collection('auditLog')
      .where('targetUid', '==', member.account.uid)
      .get();
    expect(audit.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({ action: 'setRole', actorUid: ADMIN.account.uid }),
    ]);
  });

  it('reads and saves the availability settings, audited', async () => {
    const read = await adminCall(ADMIN.client, 'getAvailabilitySettings', {});
    expect(read.status, read.text).toBe(200);
    const { settings } = availabilitySettingsResponseSchema.parse(read.json);
    const saved = await adminCall(ADMIN.client, 'updateAvailabilitySettings', settings);
    expect(saved.status, saved.text).toBe(200);
    expect(availabilitySettingsResponseSchema.parse(saved.json).settings).toEqual(settings);
    const audit = await admin()
      .db.collection('auditLog')
      .where('actorUid', '==', ADMIN.account.uid)
      .where('action', '==', 'availability.update')
      .get();
    expect(audit.size).toBe(1);
  });
});
