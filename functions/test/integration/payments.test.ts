import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CALLS } from '../../src/shared/admin-calls';
import { z } from 'zod';
import { BOOKING_CANCELLED, bookingRowSchema } from '../../src/shared/bookings';
import { DEFAULT_AVAILABILITY_SETTINGS } from '../../src/shared/availability';
import {
  PAYMENT_ALREADY_RECORDED,
  PAYMENT_AMOUNT_MISMATCH,
  PAYMENT_HOLD_LAPSED,
  PAYMENT_RECORDED_MESSAGE,
} from '../../src/shared/payments';
import { signedIn } from '../support/admin-api';
import { ApiClient, type ApiAnswer } from '../support/api';
import {
  PASSWORD,
  admin,
  callCallable,
  idTokenFor,
  mailTo,
  registerAdmin,
  uniqueName,
} from '../support/accounts';
import {
  SERVICE,
  calendarLines,
  freeWizardSlot,
  letHoldLapse,
  newKey,
  postOnce,
  storedLocks,
  type FreeSlot,
} from '../support/calendar';
import { runSchedule } from '../support/schedules';

const WEBHOOK = '/api/payments/stripe-webhook';

/** The emulator's webhook signing secret (functions/.secret.local), which the tests sign with. */
function emulatorWebhookSecret(): string {
  const file = readFileSync(path.resolve(__dirname, '../../.secret.local'), 'utf8');
  const secret = /^STRIPE_WEBHOOK_SECRET=(.+)$/m.exec(file)?.[1]?.trim();
  if (!secret) throw new Error('STRIPE_WEBHOOK_SECRET is missing from functions/.secret.local.');
  return secret;
}
const WEBHOOK_SECRET = emulatorWebhookSecret();

interface Booked {
  id: string;
  email: string;
  slot: FreeSlot;
}

async function book(): Promise<Booked> {
  const slot = await freeWizardSlot();
  const email = `${uniqueName('payer')}@example.org`;
  const answer = await postOnce(new ApiClient(), '/api/book-service', {
    name: 'Katherine Johnson',
    email,
    date: slot.date,
    time: slot.time,
    type: SERVICE.name,
  });
  expect(answer.status, answer.text).toBe(201);
  return { id: String(answer.body.id), email, slot };
}

const paymentFor = (booked: Booked, change: Record<string, unknown> = {}) => ({
  bookingId: booked.id,
  email: booked.email,
  name: 'Katherine Johnson',
  service: SERVICE.id,
  amount: SERVICE.price,
  currency: 'GBP',
  paymentMethod: 'card-simulated',
  ...change,
});

const pay = (booked: Booked, change: Record<string, unknown> = {}, key = newKey()) =>
  postOnce(new ApiClient(), '/api/process-payment', paymentFor(booked, change), key);

async function paymentsOf(bookingId: string) {
  const snapshot = await admin()
    .db.collection('payments')
    .where('bookingId', '==', bookingId)
    .get();
  return snapshot.docs;
}

const bookingStatus = async (id: string): Promise<unknown> =>
  (await admin().db.doc(`bookings/${id}`).get()).get('status');

let adminToken: string;
let adminUid: string;

beforeAll(async () => {
  const account = await registerAdmin(new ApiClient());
  adminUid = account.uid;
  adminToken = await idTokenFor(account.email, PASSWORD);
}, 60_000);

describe('POST /api/process-payment (manual verification)', () => {
  it.each([
    ['a lower amount', { amount: 1 }],
    ['a higher amount', { amount: SERVICE.price + 50 }],
    ['another currency', { currency: 'USD' }],
    ['another service', { service: 'technical-deep-dive' }],
  ])('refuses %s with 400 and stores nothing', async (_label, change) => {
    const booked = await book();
    const answer = await pay(booked, change);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(PAYMENT_AMOUNT_MISMATCH);
    expect(await paymentsOf(booked.id)).toHaveLength(0);
    expect(await bookingStatus(booked.id)).toBe('pending_payment');
  });

  it('records the payment awaiting verification and holds the slot for the verification hold, once', async () => {
    const booked = await book();
    const key = newKey();
    const before = Date.now();
    const answer = await pay(booked, {}, key);
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toMatchObject({
      success: true,
      message: PAYMENT_RECORDED_MESSAGE,
      status: 'awaiting_verification',
    });
    expect(answer.body.checkoutUrl).toBeUndefined();
    const booking = (await admin().db.doc(`bookings/${booked.id}`).get()).data();
    expect(booking).toMatchObject({ status: 'awaiting_verification', paymentId: answer.body.id });
    // Held, not booked: unverified after the owner's verification hold, the slot is free again.
    const holdMs = DEFAULT_AVAILABILITY_SETTINGS.verificationHoldHours * 3_600_000;
    const holdEnd = booking?.holdExpiresAt;
    expect(holdEnd).toBeInstanceOf(Timestamp);
    const holdEndMs = holdEnd instanceof Timestamp ? holdEnd.toMillis() : 0;
    expect(holdEndMs).toBeGreaterThanOrEqual(before + holdMs);
    expect(holdEndMs).toBeLessThanOrEqual(Date.now() + holdMs);
    const locks = await storedLocks();
    for (const cell of booked.slot.cells) {
      expect(locks.get(cell)).toMatchObject({ state: 'held' });
      expect(locks.get(cell)?.expiresAt?.toMillis()).toBe(holdEndMs);
    }
    const owner = (await mailTo(booked.email)).map((mail) => mail.message.subject);
    expect(owner).toContain(`Booking received: ${SERVICE.name}`);

    const replay = await pay(booked, {}, key);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(answer.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const second = await pay(booked);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(PAYMENT_ALREADY_RECORDED);
    expect(await paymentsOf(booked.id)).toHaveLength(1);
  });

  it('refuses to pay a cancelled booking (409)', async () => {
    const booked = await book();
    await callCallable('cancelBooking', { id: booked.id }, adminToken);
    const answer = await pay(booked);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(BOOKING_CANCELLED);
    expect(await paymentsOf(booked.id)).toHaveLength(0);
  });

  it('bad input is a 400 or 404, never a 500', async () => {
    const booked = await book();
    const cases: [Record<string, unknown>, number][] = [
      [{ bookingId: '../bookings/x' }, 400],
      [{ bookingId: 'a/b/c/d/e/f/g/h/i/j' }, 400],
      [{ bookingId: 'x'.repeat(20) }, 404],
      [{ bookingId: '__abcdefghijklmn__' }, 400],
      [{ amount: 'a lot' }, 400],
      [{ amount: null }, 400],
      [{ currency: 'POUNDS-STERLING' }, 400],
    ];
    for (const [change, status] of cases) {
      const answer: ApiAnswer = await pay(booked, change);
      expect(answer.status, JSON.stringify(change)).toBe(status);
    }
    for (const body of ['null', '[]']) {
      const answer = await new ApiClient().call('/api/process-payment', {
        method: 'POST',
        headers: { 'Content-Type': 'application/merge-patch+json' },
        body,
      });
      expect(answer.status, body).toBe(400);
    }
    expect(await paymentsOf(booked.id)).toHaveLength(0);
  });
});

describe('a reserved booking id', () => {
  it('is a 400 from the schema, before the payment limits are taken or Firestore is read', async () => {
    const client = new ApiClient();
    const email = `${uniqueName('reserved')}@example.org`;
    const slot = { date: '', time: '', startMs: 0, endMs: 0, cells: [] };
    const booked: Booked = { id: '__abcdefghijklmn__', email, slot };
    // More attempts than the per-email limit: none of them takes a use of it.
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const answer = await postOnce(client, '/api/process-payment', paymentFor(booked));
      expect(answer.status, answer.text).toBe(400);
      expect(answer.body.errors).toEqual({ bookingId: ['Which booking is this for?'] });
    }
    const real = await book();
    const paid = await postOnce(client, '/api/process-payment', paymentFor(real, { email }));
    expect(paid.status, paid.text).toBe(201);
  });
});

/**
 * How many documents each collection holds, and when each was last written: what a read must
 * leave exactly as it found it.
 */
async function everyDocument(): Promise<Map<string, number>> {
  const { db } = admin();
  const versions = new Map<string, number>();
  for (const collection of await db.listCollections()) {
    for (const doc of (await collection.get()).docs)
      versions.set(doc.ref.path, doc.updateTime.toMillis());
  }
  return versions;
}

describe('verification holds that lapse', () => {
  // Twenty-odd runs of the schedule through the Functions emulator: slower than most cases.
  it(
    'read as expired at once, written and mailed once by the schedule only; Mark paid is refused',
    { timeout: 90_000 },
    async () => {
      const booker = await signedIn('user');
      const slot = await freeWizardSlot();
      const made = await postOnce(booker.client, '/api/book-service', {
        name: 'Katherine Johnson',
        email: booker.account.email,
        date: slot.date,
        time: slot.time,
        type: SERVICE.name,
      });
      expect(made.status, made.text).toBe(201);
      const booked: Booked = { id: String(made.body.id), email: booker.account.email, slot };
      const paymentId = String((await pay(booked)).body.id);
      const taken = await postOnce(new ApiClient(), '/api/book-service', {
        name: 'Someone Else',
        email: `${uniqueName('other')}@example.org`,
        date: booked.slot.date,
        time: booked.slot.time,
        type: SERVICE.name,
      });
      expect(taken.status).toBe(409);

      // The verification hold passes unverified.
      await letHoldLapse(booked.id, booked.slot.cells);
      const released = async () =>
        (await mailTo(booked.email)).filter(
          (mail) => mail.message.subject === `Booking released: ${SERVICE.name}`,
        );

      // Every read shows the lapse, and none writes it: the booker's list, the admin's lists.
      const before = await everyDocument();
      const own = await booker.client.call('/api/bookings');
      expect(own.status, own.text).toBe(200);
      const ownRows = z.array(bookingRowSchema).parse(own.body.bookings);
      expect(ownRows.find((row) => row.id === booked.id)?.status).toBe('expired');
      const lists = await Promise.all([
        callCallable('listBookings', {}, adminToken),
        callCallable('listBookings', { status: 'expired' }, adminToken),
        callCallable('listBookings', { status: 'awaiting_verification' }, adminToken),
        callCallable('listPayments', {}, adminToken),
      ]);
      const [all, expired, awaiting] = lists
        .slice(0, 3)
        .map((answer) => ADMIN_CALLS.listBookings.response.parse(answer.result).items);
      expect(all?.find((row) => row.id === booked.id)).toMatchObject({
        status: 'expired',
        holdExpiresAt: null,
      });
      // Filtered by what is stored until the schedule writes the lapse; shown as it is now.
      expect(expired?.some((row) => row.id === booked.id)).toBe(false);
      expect(awaiting?.find((row) => row.id === booked.id)?.status).toBe('expired');
      expect(lists[3]?.error).toBeUndefined();
      expect(await everyDocument()).toEqual(before);
      expect(await bookingStatus(booked.id)).toBe('awaiting_verification');
      expect(await released()).toEqual([]);

      // The schedule writes the lapse and mails it, once, however many runs meet.
      await Promise.all(Array.from({ length: 20 }, () => runSchedule('settleBookingHolds')));
      expect(await bookingStatus(booked.id)).toBe('expired');
      expect(await released()).toHaveLength(1);
      const locks = await storedLocks();
      expect(booked.slot.cells.filter((cell) => locks.has(cell))).toEqual([]);
      await runSchedule('settleBookingHolds');
      expect(await released()).toHaveLength(1);

      const refused = await callCallable(
        'verifyPayment',
        { id: paymentId, decision: 'paid' },
        adminToken,
      );
      expect(refused.error?.status).toBe('FAILED_PRECONDITION');
      expect(refused.error?.message).toBe(PAYMENT_HOLD_LAPSED);
      const again = await postOnce(new ApiClient(), '/api/book-service', {
        name: 'Someone Else',
        email: `${uniqueName('other')}@example.org`,
        date: booked.slot.date,
        time: booked.slot.time,
        type: SERVICE.name,
      });
      expect(again.status, again.text).toBe(201);
      const rejected = await callCallable(
        'verifyPayment',
        { id: paymentId, decision: 'rejected' },
        adminToken,
      );
      expect(rejected.result).toEqual({ success: true, status: 'rejected' });
      expect(await bookingStatus(booked.id)).toBe('expired');
    },
  );

  it('a verified payment keeps its slot for good: the owner sees when each hold lapses', async () => {
    const booked = await book();
    const paymentId = String((await pay(booked)).body.id);
    const listed = ADMIN_CALLS.listBookings.response.parse(
      (await callCallable('listBookings', { status: 'awaiting_verification' }, adminToken)).result,
    );
    const row = listed.items.find((item) => item.id === booked.id);
    expect(Date.parse(row?.holdExpiresAt ?? '')).toBeGreaterThan(Date.now());
    await callCallable('verifyPayment', { id: paymentId, decision: 'paid' }, adminToken);
    const locks = await storedLocks();
    for (const cell of booked.slot.cells) {
      expect(locks.get(cell)).toMatchObject({ state: 'booked', expiresAt: null });
    }
    await callCallable('listBookings', {}, adminToken);
    expect(await bookingStatus(booked.id)).toBe('confirmed');
  });
});

describe('verifyPayment (admin callable)', () => {
  it('paid: the booking is confirmed and its invitation (.ics) mailed to the booker', async () => {
    const booked = await book();
    const id = String((await pay(booked)).body.id);
    const listed = ADMIN_CALLS.listPayments.response.parse(
      (await callCallable('listPayments', {}, adminToken)).result,
    );
    expect(listed.items.find((item) => item.id === id)).toMatchObject({
      status: 'awaiting_verification',
      amount: SERVICE.price,
      provider: 'manual',
    });
    expect(listed.items[0]?.status).toBe('awaiting_verification');

    const verified = await callCallable('verifyPayment', { id, decision: 'paid' }, adminToken);
    expect(verified.result).toEqual({ success: true, status: 'paid' });
    expect(await bookingStatus(booked.id)).toBe('confirmed');
    const payment = (await admin().db.doc(`payments/${id}`).get()).data();
    expect(payment?.status).toBe('paid');
    expect(payment?.verifiedAt).toBeInstanceOf(Timestamp);

    const invitation = (await mailTo(booked.email)).find((mail) =>
      mail.message.subject.startsWith('Booking confirmed'),
    );
    expect(invitation?.message.attachments?.[0]).toMatchObject({
      filename: 'invite.ics',
      contentType: 'text/calendar; charset=utf-8; method=REQUEST',
    });
    expect(calendarLines(invitation)).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'METHOD:REQUEST',
        `UID:booking-${booked.id}@127.0.0.1`,
        'SEQUENCE:0',
        'STATUS:CONFIRMED',
      ]),
    );
    const audit = await admin().db.collection('auditLog').where('targetId', '==', id).get();
    expect(audit.docs.map((doc) => [doc.get('action'), doc.get('actorUid')])).toEqual([
      ['payment.paid', adminUid],
    ]);
    const again = await callCallable('verifyPayment', { id, decision: 'rejected' }, adminToken);
    expect(again.error?.status).toBe('FAILED_PRECONDITION');
  });

  it('rejected: the booking is cancelled and its slot freed', async () => {
    const booked = await book();
    const id = String((await pay(booked)).body.id);
    const rejected = await callCallable('verifyPayment', { id, decision: 'rejected' }, adminToken);
    expect(rejected.result).toEqual({ success: true, status: 'rejected' });
    expect(await bookingStatus(booked.id)).toBe('cancelled');
    const locks = await storedLocks();
    expect(booked.slot.cells.filter((cell) => locks.has(cell))).toEqual([]);
  });

  it('refuses non-admins and ids that are not document ids', async () => {
    for (const id of ['a/b', '..', '__x__']) {
      const answer = await callCallable('verifyPayment', { id, decision: 'paid' }, adminToken);
      expect(answer.error?.status, id).toBe('INVALID_ARGUMENT');
    }
    expect((await callCallable('listPayments', {})).error?.status).toBe('UNAUTHENTICATED');
  });
});

describe('the Stripe webhook (offline: events signed here with the emulator’s secret)', () => {
  /** A booking whose payment was begun on Stripe: held for the Checkout Session, as process-payment leaves it. */
  async function stripePayment(): Promise<{ booked: Booked; paymentId: string }> {
    const booked = await book();
    const paymentId = `stripe-${uniqueName('pay')}`;
    const { db } = admin();
    const holdUntil = Timestamp.fromMillis(Date.now() + 40 * 60_000);
    await db.doc(`payments/${paymentId}`).create({
      bookingId: booked.id,
      uid: null,
      email: booked.email,
      name: 'Katherine Johnson',
      serviceId: SERVICE.id,
      amount: SERVICE.price,
      currency: 'GBP',
      paymentMethod: 'stripe-checkout',
      provider: 'stripe',
      status: 'awaiting_verification',
      verifiedAt: null,
      checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test',
      providerReference: 'cs_test',
      requestHash: 'test',
      createdAt: FieldValue.serverTimestamp(),
    });
    await db.doc(`bookings/${booked.id}`).update({ paymentId, holdExpiresAt: holdUntil });
    for (const cell of booked.slot.cells)
      await db.doc(`slotLocks/${cell}`).update({ expiresAt: holdUntil });
    return { booked, paymentId };
  }

  function completedEvent(paymentId: string, amountTotal = SERVICE.price * 100): string {
    return JSON.stringify({
      id: `evt_${uniqueName('test')}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test',
          object: 'checkout.session',
          payment_status: 'paid',
          amount_total: amountTotal,
          currency: 'gbp',
          metadata: { paymentId, bookingId: 'ignored' },
        },
      },
    });
  }

  const deliver = (payload: string, secret = WEBHOOK_SECRET): Promise<ApiAnswer> =>
    new ApiClient().call(WEBHOOK, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
      body: payload,
    });

  it('a signed checkout.session.completed marks the payment paid and confirms the booking, once', async () => {
    const { booked, paymentId } = await stripePayment();
    const event = completedEvent(paymentId);
    const first = await deliver(event);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({ success: true, received: true });
    expect((await admin().db.doc(`payments/${paymentId}`).get()).get('status')).toBe('paid');
    expect(await bookingStatus(booked.id)).toBe('confirmed');
    const locks = await storedLocks();
    for (const cell of booked.slot.cells) {
      expect(locks.get(cell)).toMatchObject({ state: 'booked', expiresAt: null });
    }
    const mails = await mailTo(booked.email);
    const invitations = mails.filter((mail) =>
      mail.message.subject.startsWith('Booking confirmed'),
    );
    expect(invitations).toHaveLength(1);

    // Stripe redelivers: the same event is acknowledged and changes nothing.
    const again = await deliver(event);
    expect(again.status).toBe(200);
    expect(await mailTo(booked.email)).toHaveLength(mails.length);
    const events = await admin()
      .db.collection('paymentEvents')
      .where('paymentId', '==', paymentId)
      .get();
    expect(events.size).toBe(1);
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { booked, paymentId } = await stripePayment();
    const event = completedEvent(paymentId);
    const forged = await deliver(event, 'whsec_someone_else');
    expect(forged.status).toBe(400);
    const unsigned = await new ApiClient().call(WEBHOOK, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: event,
    });
    expect(unsigned.status).toBe(400);
    const altered = await new ApiClient().call(WEBHOOK, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({
          payload: event,
          secret: WEBHOOK_SECRET,
        }),
      },
      body: event.replace(`"amount_total":${SERVICE.price * 100}`, '"amount_total":1'),
    });
    expect(altered.status).toBe(400);
    expect((await admin().db.doc(`payments/${paymentId}`).get()).get('status')).toBe(
      'awaiting_verification',
    );
    expect(await bookingStatus(booked.id)).toBe('pending_payment');
  });

  it('a completed session for less than the price pays nothing', async () => {
    const { booked, paymentId } = await stripePayment();
    const answer = await deliver(completedEvent(paymentId, 100));
    expect(answer.status).toBe(200);
    expect((await admin().db.doc(`payments/${paymentId}`).get()).get('status')).toBe(
      'awaiting_verification',
    );
    expect(await bookingStatus(booked.id)).toBe('pending_payment');
  });
});
