import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKING_HOLD_EXPIRED,
  BOOKING_HOLD_MINUTES,
  BOOKING_IN_THE_PAST,
  BOOKING_NOT_FOUND,
  BOOKING_OUTSIDE_HOURS,
  SERVICE_BOOKED_MESSAGE,
  TOO_MANY_HOLDS,
  UNVERIFIED_HOLDS_MAX,
  WIZARD_TIMES,
  bookingTooFar,
  bookingTooSoon,
  myBookingsResponseSchema,
} from '../../src/shared/bookings';
import { bookingWindow } from '../../src/services/availability-slots';
import { SLOT_TAKEN_MESSAGE } from '../../src/shared/meetings';
import { ApiClient, type ApiAnswer } from '../support/api';
import {
  PASSWORD,
  admin,
  callCallable,
  idTokenFor,
  registerAdmin,
  registerVerified,
  signIn,
  uniqueName,
} from '../support/accounts';
import {
  SERVICE,
  countStatuses,
  freeWizardSlot,
  freeWizardSlots,
  letHoldLapse,
  newKey,
  ownerSettings,
  postOnce,
  storedLocks,
  withSettings,
  type FreeSlot,
} from '../support/calendar';
import { warmWorkers } from '../support/workers';

const visitorEmail = (): string => `${uniqueName('booker')}@example.org`;

function bookingFor(
  slot: Pick<FreeSlot, 'date' | 'time'>,
  email = visitorEmail(),
  type = SERVICE.name,
) {
  return {
    name: 'Grace Hopper',
    email,
    company: 'Compilers Inc',
    description: `${type}: notes about the session`,
    date: slot.date,
    time: slot.time,
    type,
  };
}

function bookService(
  slot: Pick<FreeSlot, 'date' | 'time'>,
  client = new ApiClient(),
  key = newKey(),
  email = visitorEmail(),
): Promise<ApiAnswer> {
  return postOnce(client, '/api/book-service', bookingFor(slot, email), key);
}

/**
 * The bookings stored for one slot since `sinceMs`, whatever their status (a slot a test finds
 * free may hold bookings of earlier tests that were cancelled or let lapse).
 */
async function bookingsAt(slot: Pick<FreeSlot, 'date' | 'time'>, sinceMs: number) {
  const snapshot = await admin()
    .db.collection('bookings')
    .where('date', '==', slot.date)
    .where('time', '==', slot.time)
    .where('createdAt', '>=', Timestamp.fromMillis(sinceMs))
    .get();
  return snapshot.docs;
}

describe('POST /api/book-service', () => {
  it('holds the slot for a while, priced by the server from the catalogue', async () => {
    const slot = await freeWizardSlot();
    const before = Date.now();
    const answer = await bookService(slot);
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toMatchObject({
      success: true,
      message: SERVICE_BOOKED_MESSAGE,
      amount: SERVICE.price,
      currency: 'GBP',
    });
    const id = String(answer.body.id);
    const stored = await admin().db.doc(`bookings/${id}`).get();
    expect(stored.data()).toMatchObject({
      status: 'pending_payment',
      serviceId: SERVICE.id,
      amount: SERVICE.price,
      uid: null,
      paymentId: null,
    });
    const locks = await storedLocks();
    for (const cell of slot.cells) {
      const lock = locks.get(cell);
      expect(lock).toMatchObject({ state: 'held', holder: { collection: 'bookings', id } });
      const expires = lock?.expiresAt?.toMillis() ?? 0;
      expect(expires).toBeGreaterThan(before + (BOOKING_HOLD_MINUTES - 1) * 60_000);
      expect(expires).toBeLessThan(Date.now() + (BOOKING_HOLD_MINUTES + 1) * 60_000);
    }
  });

  it('answers a replayed Idempotency-Key with the first answer and books once', async () => {
    const since = Date.now();
    const slot = await freeWizardSlot();
    const client = new ApiClient();
    const key = newKey();
    const email = visitorEmail();
    const first = await bookService(slot, client, key, email);
    const again = await bookService(slot, client, key, email);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await bookingsAt(slot, since)).toHaveLength(1);
  });

  it.each([
    [
      'a session that would end after working hours',
      '16:00',
      'Technical Deep Dive',
      BOOKING_OUTSIDE_HOURS,
    ],
    ['a weekend day', '10:00', SERVICE.name, BOOKING_OUTSIDE_HOURS],
    ['a time already past', '09:00', SERVICE.name, BOOKING_IN_THE_PAST],
  ])('refuses %s with 400, storing nothing', async (label, time, type, message) => {
    const since = Date.now();
    const slot = await freeWizardSlot();
    const weekday = new Date(`${slot.date}T12:00:00Z`).getUTCDay();
    const saturday = new Date(
      Date.parse(`${slot.date}T12:00:00Z`) + ((6 - weekday + 7) % 7 || 7) * 86_400_000,
    );
    const date = label.includes('weekend')
      ? saturday.toISOString().slice(0, 10)
      : label.includes('past')
        ? new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10)
        : slot.date;
    const answer = await postOnce(
      new ApiClient(),
      '/api/book-service',
      bookingFor({ date, time }, visitorEmail(), type),
    );
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body.errors).toEqual({ time: [message] });
    expect(await bookingsAt({ date, time }, since)).toHaveLength(0);
  });
});

describe('one booking window for every booking', () => {
  /** A weekday wizard time `days` owner-zone days from now (its hours fit the seeded defaults). */
  function weekdayAhead(days: number): { date: string; time: string } {
    for (let extra = 0; extra < 7; extra += 1) {
      const date = new Date(Date.now() + (days + extra) * 86_400_000);
      if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6)
        return { date: date.toISOString().slice(0, 10), time: '10:00' };
    }
    throw new Error('No weekday within a week.');
  }

  it('refuses a session past the horizon with 400 under date, storing nothing', async () => {
    const since = Date.now();
    const settings = await ownerSettings();
    const far = weekdayAhead(settings.horizonDays + 1);
    const answer = await postOnce(new ApiClient(), '/api/book-service', bookingFor(far));
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body.errors).toEqual({ date: [bookingTooFar(settings.horizonDays)] });
    expect(await bookingsAt(far, since)).toHaveLength(0);
  });

  it('refuses a session inside the minimum notice with 400 under time', async () => {
    // Five days' notice: the next five days always hold working hours, whatever day it is now.
    await withSettings({ minimumNoticeHours: 120 }, async () => {
      const withoutNotice = { ...(await ownerSettings()), minimumNoticeHours: 0 };
      const now = Date.now() + 60_000;
      const target = [0, 1, 2, 3, 4]
        .map((day) => new Date(now + day * 86_400_000).toISOString().slice(0, 10))
        .flatMap((date) => WIZARD_TIMES.map((time) => ({ date, time })))
        .find(({ date, time }) => {
          const window = bookingWindow(
            withoutNotice,
            { date, time, minutes: SERVICE.minutes },
            now,
          );
          return window.ok && window.startMs < now + 119 * 3_600_000;
        });
      if (!target) throw new Error('No working time within the next five days.');
      const answer = await postOnce(new ApiClient(), '/api/book-service', bookingFor(target));
      expect(answer.status, answer.text).toBe(400);
      expect(answer.body.errors).toEqual({ time: [bookingTooSoon(120)] });
    });
  });

  it('refuses a blackout date for sessions as for meetings', async () => {
    const slot = await freeWizardSlot();
    await withSettings({ blackoutDates: [slot.date] }, async () => {
      const answer = await postOnce(new ApiClient(), '/api/book-service', bookingFor(slot));
      expect(answer.status, answer.text).toBe(400);
      expect(answer.body.errors).toEqual({ time: [BOOKING_OUTSIDE_HOURS] });
    });
    expect((await bookService(slot)).status).toBe(201);
  });
});

describe('holds per booker', () => {
  const signedOut = (slot: FreeSlot, client: ApiClient, email = visitorEmail()) =>
    postOnce(client, '/api/book-service', bookingFor(slot, email));

  it(`one email holds at most ${UNVERIFIED_HOLDS_MAX} unverified sessions; a lapsed hold makes room`, async () => {
    const email = visitorEmail();
    const [a, b, c] = await freeWizardSlots(3);
    if (!a || !b || !c) throw new Error('Three slots expected.');
    const first = await signedOut(a, new ApiClient(), email);
    expect((await signedOut(b, new ApiClient(), email)).status).toBe(201);
    const third = await signedOut(c, new ApiClient(), email);
    expect(third.status, third.text).toBe(409);
    expect(third.body.message).toBe(TOO_MANY_HOLDS);

    const past = Timestamp.fromMillis(Date.now() - 1000);
    await admin()
      .db.doc(`bookings/${String(first.body.id)}`)
      .update({ holdExpiresAt: past });
    expect((await signedOut(c, new ApiClient(), email)).status).toBe(201);
  });

  it('a booking without a session counts against the address; signed in, against the account', async () => {
    const client = new ApiClient();
    const [a, b, c] = await freeWizardSlots(3);
    if (!a || !b || !c) throw new Error('Three slots expected.');
    expect((await signedOut(a, client)).status).toBe(201);
    expect((await signedOut(b, client)).status).toBe(201);
    const refused = await signedOut(c, client);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(TOO_MANY_HOLDS);

    await signIn(client, await registerVerified(client));
    expect((await signedOut(c, client)).status).toBe(201);
  });

  it(`50 bookings at once from one address (each its own email and slot): exactly ${UNVERIFIED_HOLDS_MAX} held`, async () => {
    const since = Date.now();
    const client = new ApiClient();
    const slots = await freeWizardSlots(12);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => {
        const slot = slots[index % slots.length];
        if (!slot) throw new Error('Twelve slots expected.');
        return signedOut(slot, client);
      }),
    );
    const statuses = countStatuses(answers);
    expect(statuses[201]).toBe(UNVERIFIED_HOLDS_MAX);
    expect(statuses[500]).toBeUndefined();
    const held = answers.filter((answer) => answer.status === 201).map((answer) => answer.body.id);
    const stored = (await Promise.all(slots.map((slot) => bookingsAt(slot, since)))).flat();
    expect(stored.map((doc) => doc.id).sort()).toEqual([...held].sort());
  }, 120_000);
});

describe('no double booking of a service slot', () => {
  beforeAll(() => warmWorkers(50), 300_000);

  it('50 bookings of one slot at once (each its own visitor): one 201, 49 409, one booking stored', async () => {
    const since = Date.now();
    const slot = await freeWizardSlot();
    const answers = await Promise.all(Array.from({ length: 50 }, () => bookService(slot)));
    expect(countStatuses(answers)).toEqual({ 201: 1, 409: 49 });
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(SLOT_TAKEN_MESSAGE);
    const stored = await bookingsAt(slot, since);
    expect(stored.map((doc) => doc.id)).toEqual([
      answers.find((answer) => answer.status === 201)?.body.id,
    ]);
  }, 120_000);

  it('an overlapping session (a later start inside the first one) is refused too', async () => {
    // Starts whose next hour is a wizard time too, so the second session starts inside the first.
    const slot = await freeWizardSlot(120, ['09:00', '10:00', '13:00', '14:00', '15:00']);
    const twoHours = bookingFor(slot, visitorEmail(), 'AI Strategy Consultation');
    expect((await postOnce(new ApiClient(), '/api/book-service', twoHours)).status).toBe(201);
    const hourLater = `${String(Number(slot.time.slice(0, 2)) + 1).padStart(2, '0')}:00`;
    const overlapping = await bookService({ date: slot.date, time: hourLater });
    expect(overlapping.status, overlapping.text).toBe(409);
  });
});

describe('holds that lapse', () => {
  it('an expired hold lets another booking take the slot, and the first can no longer pay', async () => {
    const slot = await freeWizardSlot();
    const first = await bookService(slot);
    expect(first.status).toBe(201);
    expect((await bookService(slot)).status).toBe(409);

    // Half an hour passes: the hold's expiry (lock and booking) moves into the past.
    await letHoldLapse(String(first.body.id), slot.cells);

    const second = await bookService(slot);
    expect(second.status, second.text).toBe(201);
    const locks = await storedLocks();
    for (const cell of slot.cells) {
      expect(locks.get(cell)?.holder).toEqual({ collection: 'bookings', id: second.body.id });
    }

    const late = await postOnce(new ApiClient(), '/api/process-payment', {
      bookingId: first.body.id,
      email: 'payer@example.org',
      name: 'Grace Hopper',
      service: SERVICE.id,
      amount: SERVICE.price,
      currency: 'GBP',
      paymentMethod: 'card-simulated',
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(BOOKING_HOLD_EXPIRED);
  });
});

describe('own bookings and cancelling', () => {
  it('a signed-in booker sees theirs and cancels it, which frees the slot; others cannot', async () => {
    const client = new ApiClient();
    const account = await registerVerified(client);
    await signIn(client, account);
    const slot = await freeWizardSlot();
    const booked = await bookService(slot, client, newKey(), account.email);
    const id = String(booked.body.id);
    expect((await admin().db.doc(`bookings/${id}`).get()).get('uid')).toBe(account.uid);

    const listed = myBookingsResponseSchema.parse((await client.call('/api/bookings')).json);
    expect(listed.bookings.map((row) => [row.id, row.status])).toEqual([[id, 'pending_payment']]);

    const stranger = new ApiClient();
    await signIn(stranger, await registerVerified(stranger));
    const refused = await stranger.post(`/api/bookings/${id}/cancel`, {});
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(BOOKING_NOT_FOUND);
    expect((await new ApiClient().post(`/api/bookings/${id}/cancel`, {})).status).toBe(401);

    const cancelled = await client.post(`/api/bookings/${id}/cancel`, {});
    expect(cancelled.body).toEqual({ success: true, status: 'cancelled' });
    const locks = await storedLocks();
    expect(slot.cells.filter((cell) => locks.has(cell))).toEqual([]);
    expect((await bookService(slot)).status).toBe(201);
  });

  it('an admin cancels any booking, audited; listBookings shows it', async () => {
    const account = await registerAdmin(new ApiClient());
    const token = await idTokenFor(account.email, PASSWORD);
    const slot = await freeWizardSlot();
    const id = String((await bookService(slot)).body.id);
    const listed = await callCallable('listBookings', { status: 'pending_payment' }, token);
    expect(JSON.stringify(listed.result)).toContain(id);
    const cancelled = await callCallable('cancelBooking', { id }, token);
    expect(cancelled.result).toEqual({ success: true, status: 'cancelled' });
    const audit = await admin().db.collection('auditLog').where('targetId', '==', id).get();
    expect(audit.docs.map((doc) => [doc.get('action'), doc.get('actorUid')])).toEqual([
      ['booking.cancel', account.uid],
    ]);
  });
});

describe('bad input never makes a 500', () => {
  it('refuses bodies that are not objects, unknown services and ids that are not document ids', async () => {
    const since = Date.now();
    const client = new ApiClient();
    await signIn(client, await registerVerified(client));
    for (const body of ['null', '[]', '1', '"x"']) {
      const answer = await client.call('/api/book-service', {
        method: 'POST',
        headers: { 'Content-Type': 'application/merge-patch+json' },
        body,
      });
      expect(answer.status, body).toBe(400);
    }
    const slot = await freeWizardSlot();
    const unknown = await postOnce(client, '/api/book-service', {
      ...bookingFor(slot),
      type: 'Free lunch',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ type: ['Please choose a service.'] });
    const oddTime = await postOnce(client, '/api/book-service', {
      ...bookingFor(slot),
      time: '10:30',
    });
    expect(oddTime.status).toBe(400);
    for (const id of ['a%2Fb', '%2E%2E', '.', '__x__']) {
      expect((await client.post(`/api/bookings/${id}/cancel`, {})).status, id).toBe(404);
    }
    const badKey = await postOnce(client, '/api/book-service', bookingFor(slot), 'short');
    expect(badKey.status).toBe(400);
    expect(await bookingsAt(slot, since)).toHaveLength(0);
  });
});
