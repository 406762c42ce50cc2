import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import { z } from 'zod';
import {
  DEFAULT_AVAILABILITY_SETTINGS,
  availabilitySettingsSchema,
  cellsCovering,
  type AvailabilitySettings,
} from '../../src/shared/availability';
import { WIZARD_TIMES } from '../../src/shared/bookings';
import { services } from '../../src/shared/content/services';
import { availableSlots, bookingWindow } from '../../src/services/availability-slots';
import { admin, type MailDoc } from './accounts';
import type { ApiAnswer, ApiClient } from './api';

/** The owner's rules as the functions read them: the stored settings, else the defaults. */
export async function ownerSettings(): Promise<AvailabilitySettings> {
  const stored = (await admin().db.doc('availability/settings').get()).data();
  return stored ? availabilitySettingsSchema.parse(stored) : DEFAULT_AVAILABILITY_SETTINGS;
}

const lockSchema = z.object({
  state: z.enum(['held', 'booked']),
  holder: z.object({ collection: z.string(), id: z.string() }),
  expiresAt: z.instanceof(Timestamp).nullable(),
});
export type StoredLock = z.infer<typeof lockSchema>;

/** Every lock document, by cell id. */
export async function storedLocks(): Promise<Map<string, StoredLock>> {
  const snapshot = await admin().db.collection('slotLocks').get();
  return new Map(snapshot.docs.map((doc) => [doc.id, lockSchema.parse(doc.data())]));
}

/** Cells claimed now: booked, or held and not yet expired. */
export async function claimedNow(): Promise<Set<string>> {
  const now = Date.now();
  const claimed = new Set<string>();
  for (const [id, lock] of await storedLocks()) {
    if (lock.state === 'booked' || (lock.expiresAt && lock.expiresAt.toMillis() > now))
      claimed.add(id);
  }
  return claimed;
}

export interface FreeSlot {
  date: string;
  time: string;
  startMs: number;
  endMs: number;
  cells: string[];
}

/** The first meeting slot the owner's rules offer now that nobody holds (tests take one each). */
export async function freeMeetingSlot(): Promise<FreeSlot> {
  const settings = await ownerSettings();
  const [slot] = availableSlots(settings, { nowMs: Date.now(), claimed: await claimedNow() });
  if (!slot) throw new Error('No free meeting slot left within the horizon.');
  const startMs = Date.parse(slot.start);
  const endMs = Date.parse(slot.end);
  return {
    date: slot.date,
    time: slot.time,
    startMs,
    endMs,
    cells: cellsCovering(startMs, endMs, settings.bufferMinutes),
  };
}

/** The one-hour service every booking test books (from the service catalogue). */
function oneHourService() {
  const service = services.find((entry) => entry.id === 'project-collaboration');
  if (!service) throw new Error('The catalogue has no Project Collaboration service.');
  return service;
}
export const SERVICE = oneHourService();

/**
 * The first `count` wizard dates and times inside the booking window (checked a minute ahead, so
 * they are still inside when the test books them) that nobody holds and that do not overlap.
 */
export async function freeWizardSlots(
  count: number,
  minutes = SERVICE.minutes,
  times: readonly string[] = WIZARD_TIMES,
): Promise<FreeSlot[]> {
  const settings = await ownerSettings();
  const claimed = await claimedNow();
  const now = Date.now();
  const found: FreeSlot[] = [];
  for (let day = 0; day <= settings.horizonDays && found.length < count; day += 1) {
    const date = new Date(now + day * 86_400_000).toISOString().slice(0, 10);
    for (const time of times) {
      const window = bookingWindow(settings, { date, time, minutes }, now + 60_000);
      if (!window.ok) continue;
      const { startMs, endMs } = window;
      const cells = cellsCovering(startMs, endMs, settings.bufferMinutes);
      if (cells.some((cell) => claimed.has(cell))) continue;
      for (const cell of cells) claimed.add(cell);
      found.push({ date, time, startMs, endMs, cells });
      if (found.length === count) break;
    }
  }
  if (found.length < count) throw new Error(`Fewer than ${count} free wizard slots in the window.`);
  return found;
}

/** The first free wizard date and time inside the booking window. */
export async function freeWizardSlot(
  minutes = SERVICE.minutes,
  times: readonly string[] = WIZARD_TIMES,
): Promise<FreeSlot> {
  const [slot] = await freeWizardSlots(1, minutes, times);
  if (!slot) throw new Error('No free wizard slot in the window.');
  return slot;
}

/** Runs `test` with the owner's settings changed by `change`, then puts back what was stored. */
export async function withSettings<T>(
  change: Partial<AvailabilitySettings>,
  test: () => Promise<T>,
): Promise<T> {
  const ref = admin().db.doc('availability/settings');
  const stored = (await ref.get()).data();
  await ref.set({ ...(await ownerSettings()), ...change });
  try {
    return await test();
  } finally {
    if (stored) await ref.set(stored);
    else await ref.delete();
  }
}

/** Time passes for a booking's hold: its end (booking and locks) moves into the past. */
export async function letHoldLapse(bookingId: string, cells: readonly string[]): Promise<void> {
  const past = Timestamp.fromMillis(Date.now() - 1000);
  const { db } = admin();
  await db.doc(`bookings/${bookingId}`).update({ holdExpiresAt: past });
  for (const cell of cells) await db.doc(`slotLocks/${cell}`).update({ expiresAt: past });
}

/** A new Idempotency-Key, as the web's submitter makes one per content. */
export const newKey = (): string => randomUUID();

/** POSTs with an Idempotency-Key. */
export function postOnce(
  client: ApiClient,
  path: string,
  json: unknown,
  key = newKey(),
): Promise<ApiAnswer> {
  return client.call(path, { method: 'POST', headers: { 'Idempotency-Key': key }, json });
}

/** The unfolded lines of a mail's calendar attachment (RFC 5545 folds long lines). */
export function calendarLines(mail: MailDoc | undefined): string[] {
  expect(mail, 'no such mail').toBeDefined();
  const ics = mail?.message.attachments?.find((file) =>
    file.contentType.startsWith('text/calendar'),
  );
  expect(ics, `no invitation in "${mail?.message.subject}"`).toBeDefined();
  return (ics?.content ?? '').replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
}

/** The statuses of answers, counted: `{ 201: 1, 409: 49 }`. */
export function countStatuses(answers: readonly ApiAnswer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
