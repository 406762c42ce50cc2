import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableSlots } from '../../src/services/availability-slots';
import {
  DEFAULT_AVAILABILITY_SETTINGS,
  FALLBACK_CALENDLY,
  availabilityResponseSchema,
  availabilitySettingsResponseSchema,
  cellsCovering,
  type AvailabilityResponse,
  type AvailabilitySettings,
  type AvailabilitySlot,
} from '../../src/shared/availability';
import { ApiClient, callApi } from '../support/api';
import { claimedNow } from '../support/calendar';
import { warmWorkers } from '../support/workers';
import {
  PASSWORD,
  admin,
  callCallable,
  idTokenFor,
  registerAdmin,
  registerVerified,
} from '../support/accounts';

const settingsDoc = () => admin().db.doc('availability/settings');
const HOUR = 3_600_000;

async function availability(): Promise<AvailabilityResponse> {
  const answer = await callApi('/api/availability');
  expect(answer.status, answer.text).toBe(200);
  return availabilityResponseSchema.parse(answer.json);
}

const startsOf = (answer: AvailabilityResponse): Set<string> =>
  new Set(answer.availability.map((slot) => slot.start));

/** Replaces the stored settings as the seed does on a fresh installation (a new version). */
async function storeSettings(settings: AvailabilitySettings): Promise<void> {
  await settingsDoc().delete();
  await settingsDoc().create(settings);
}

/** Stores the lock documents a booking of `slot` would hold (its cells and its buffer's). */
async function lockSlot(
  slot: AvailabilitySlot,
  state: 'held' | 'booked',
  expiresAt: number | null,
): Promise<string[]> {
  const cells = cellsCovering(
    Date.parse(slot.start),
    Date.parse(slot.end),
    DEFAULT_AVAILABILITY_SETTINGS.bufferMinutes,
  );
  await Promise.all(
    cells.map((cell) =>
      admin()
        .db.doc(`slotLocks/${cell}`)
        .set({
          state,
          holder: { collection: 'bookings', id: `availability-test-${cell}` },
          // The cell id is its UTC start: 2026-03-31T0815Z.
          start: Timestamp.fromMillis(Date.parse(`${cell.slice(0, 13)}:${cell.slice(13, 15)}Z`)),
          expiresAt: expiresAt === null ? null : Timestamp.fromMillis(expiresAt),
        }),
    ),
  );
  return cells;
}

describe('GET /api/availability', () => {
  // Three slots well inside the window (far from the notice and the horizon), on different days.
  let booked: AvailabilitySlot;
  let held: AvailabilitySlot;
  let expired: AvailabilitySlot;
  const locks: string[] = [];

  beforeAll(async () => {
    const expected = availableSlots(DEFAULT_AVAILABILITY_SETTINGS, {
      nowMs: Date.now(),
      claimed: new Set(),
      days: 14,
    });
    const pick = (index: number): AvailabilitySlot => {
      const slot = expected[index];
      if (!slot) throw new Error('The default settings give too few slots for this test.');
      return slot;
    };
    const middle = Math.floor(expected.length / 2);
    [booked, held, expired] = [pick(middle), pick(middle + 13), pick(middle + 26)];
    locks.push(
      ...(await lockSlot(booked, 'booked', null)),
      ...(await lockSlot(held, 'held', Date.now() + HOUR)),
      ...(await lockSlot(expired, 'held', Date.now() - HOUR)),
    );
    // Settings written after the locks: a new settings version, so no answer cached before them.
    await storeSettings(DEFAULT_AVAILABILITY_SETTINGS);
  });

  afterAll(async () => {
    await Promise.all(locks.map((cell) => admin().db.doc(`slotLocks/${cell}`).delete()));
    await storeSettings(DEFAULT_AVAILABILITY_SETTINGS);
  });

  it('answers its shape with slots in the coming days from the seeded settings', async () => {
    const answer = await callApi('/api/availability');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5');
    const body = availabilityResponseSchema.parse(answer.json);
    expect(body).toMatchObject({
      success: true,
      timeZone: 'Europe/London',
      calendlyConfig: DEFAULT_AVAILABILITY_SETTINGS.calendly,
    });
    const days = new Set(body.availability.map((slot) => slot.date));
    // Mon–Fri over 30 days, less today and the 12 h notice: well over ten working days.
    expect(days.size).toBeGreaterThanOrEqual(10);
    const first = Date.parse(body.availability[0]?.start ?? '');
    expect(first).toBeGreaterThanOrEqual(Date.now() - 60_000 + 12 * HOUR);
    // The first slot the rules give that no other test holds (other files book the early ones).
    const [expected] = availableSlots(DEFAULT_AVAILABILITY_SETTINGS, {
      nowMs: Date.now(),
      claimed: await claimedNow(),
    });
    expect(body.availability[0]).toEqual(expected);
  });

  it('leaves out a booked slot and an unexpired hold, but offers a slot whose hold expired', async () => {
    const starts = startsOf(await availability());
    expect(starts.has(booked.start)).toBe(false);
    expect(starts.has(held.start)).toBe(false);
    expect(starts.has(expired.start)).toBe(true);
  });

  it('answers 30 readers at once alike, and only GET', { timeout: 300_000 }, async () => {
    await warmWorkers(30);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => callApi('/api/availability')),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const slots = answers.map((answer) =>
      availabilityResponseSchema.parse(answer.json).availability.map((slot) => slot.start),
    );
    // Answers computed a moment apart may differ at the edges (a slot's notice running out, the
    // horizon moving on): by one slot at either end at most, never in what is offered between.
    const first = new Set(slots[0]);
    for (const list of slots) {
      const changed =
        list.filter((start) => !first.has(start)).length +
        first.size -
        list.filter((start) => first.has(start)).length;
      expect(changed).toBeLessThanOrEqual(2);
    }
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const refused = await callApi('/api/availability', { method });
      expect([refused.status, refused.headers.get('allow')], method).toEqual([405, 'GET, HEAD']);
    }
    const withQuery = await callApi('/api/availability?date=../../x&days=99999');
    expect(withQuery.status).toBe(200);
  });

  it('falls back to the defaults (never a 500) when the stored settings are malformed', async () => {
    await settingsDoc().set({ timeZone: 'Mars/Olympus', slotMinutes: 'long' });
    try {
      const answer = await availability();
      expect(answer.timeZone).toBe(DEFAULT_AVAILABILITY_SETTINGS.timeZone);
      expect(answer.calendlyConfig).toEqual(FALLBACK_CALENDLY);
      expect(answer.availability.length).toBeGreaterThan(0);
    } finally {
      await storeSettings(DEFAULT_AVAILABILITY_SETTINGS);
    }
  });
});

describe('availability settings callables', () => {
  let adminToken: string;

  beforeAll(async () => {
    const account = await registerAdmin(new ApiClient());
    adminToken = await idTokenFor(account.email, PASSWORD);
    await storeSettings(DEFAULT_AVAILABILITY_SETTINGS);
  });

  afterAll(async () => {
    await storeSettings(DEFAULT_AVAILABILITY_SETTINGS);
  });

  it('give an admin the stored settings', async () => {
    const answer = await callCallable('getAvailabilitySettings', {}, adminToken);
    expect(availabilitySettingsResponseSchema.parse(answer.result)).toEqual({
      settings: DEFAULT_AVAILABILITY_SETTINGS,
    });
  });

  it("change the public answer at once (no cache in the way), audited with the admin's uid", async () => {
    const before = await availability();
    expect(before.availability.some((slot) => slot.time === '09:45')).toBe(true);
    const hourly: AvailabilitySettings = {
      ...DEFAULT_AVAILABILITY_SETTINGS,
      slotMinutes: 60,
      bufferMinutes: 0,
      calendly: { ...FALLBACK_CALENDLY, title: 'One-Hour Consultation' },
    };

    const saved = await callCallable('updateAvailabilitySettings', hourly, adminToken);
    expect(availabilitySettingsResponseSchema.parse(saved.result)).toEqual({ settings: hourly });

    const after = await availability();
    expect(after.calendlyConfig.title).toBe('One-Hour Consultation');
    expect(new Set(after.availability.map((slot) => slot.time))).toEqual(
      new Set(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00']),
    );
    expect((await settingsDoc().get()).data()).toEqual(hourly);

    const { uid } = await admin().auth.verifyIdToken(adminToken);
    const audit = await admin()
      .db.collection('auditLog')
      .where('action', '==', 'availability.update')
      .where('actorUid', '==', uid)
      .get();
    expect(audit.size).toBe(1);
  });

  it('refuse invalid settings with their own message and keep the stored ones', async () => {
    const stored = (await settingsDoc().get()).data();
    const answer = await callCallable(
      'updateAvailabilitySettings',
      { ...DEFAULT_AVAILABILITY_SETTINGS, slotMinutes: 20 },
      adminToken,
    );
    expect(answer.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: 'The slot length must be a multiple of 15 minutes.',
    });
    expect((await settingsDoc().get()).data()).toEqual(stored);
  });

  it('refuse what is not settings (null, a list, huge or invisible text), keeping the stored ones', async () => {
    const stored = (await settingsDoc().get()).data();
    const refused = [
      null,
      [],
      'settings',
      { ...DEFAULT_AVAILABILITY_SETTINGS, timeZone: '../'.repeat(100_000) },
      {
        ...DEFAULT_AVAILABILITY_SETTINGS,
        calendly: { ...FALLBACK_CALENDLY, title: '\u200B\u2060\u202E' },
      },
      { ...DEFAULT_AVAILABILITY_SETTINGS, weeklyHours: { mon: null } },
    ];
    for (const input of refused) {
      const answer = await callCallable('updateAvailabilitySettings', input, adminToken);
      expect(answer.error?.status, JSON.stringify(input).slice(0, 60)).toBe('INVALID_ARGUMENT');
      expect(answer.error?.message).not.toMatch(/internal|stack|zod/i);
    }
    expect((await settingsDoc().get()).data()).toEqual(stored);
  });

  // Each callable has its own workers on the emulator: 10 at once, not 30, keeps the start-ups short.
  it(
    '10 saves at once leave one whole version stored, never a mix',
    { timeout: 300_000 },
    async () => {
      const versions = [30, 60].map((slotMinutes): AvailabilitySettings => ({
        ...DEFAULT_AVAILABILITY_SETTINGS,
        slotMinutes,
        calendly: { ...FALLBACK_CALENDLY, title: `Slots of ${slotMinutes} minutes` },
      }));
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          callCallable('updateAvailabilitySettings', versions[index % 2], adminToken),
        ),
      );
      expect(answers.filter((answer) => answer.error)).toEqual([]);
      expect(versions).toContainEqual((await settingsDoc().get()).data());
      await storeSettings(DEFAULT_AVAILABILITY_SETTINGS);
    },
  );

  it('refuse a signed-in non-admin and a signed-out caller, changing nothing', async () => {
    const stored = (await settingsDoc().get()).data();
    const user = await registerVerified(new ApiClient());
    const userToken = await idTokenFor(user.email, PASSWORD);
    const refusal = {
      status: 'PERMISSION_DENIED',
      message: 'Only administrators can see or change the availability settings.',
    };
    expect((await callCallable('getAvailabilitySettings', {}, userToken)).error).toEqual(refusal);
    expect(
      (await callCallable('updateAvailabilitySettings', DEFAULT_AVAILABILITY_SETTINGS, userToken))
        .error,
    ).toEqual(refusal);
    expect(
      (await callCallable('updateAvailabilitySettings', DEFAULT_AVAILABILITY_SETTINGS)).error
        ?.status,
    ).toBe('UNAUTHENTICATED');
    expect((await settingsDoc().get()).data()).toEqual(stored);
  });
});
