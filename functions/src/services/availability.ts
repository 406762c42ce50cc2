import { Timestamp } from 'firebase-admin/firestore';
import { collectionOf } from '../lib/converters';
import {
  DEFAULT_AVAILABILITY_SETTINGS,
  availabilitySettingsSchema,
  slotLockDocumentSchema,
  type AvailabilitySettings,
  type SlotLockDocument,
} from '../shared/availability';

/** `availability/settings`: the owner's rules (public read; written by the admin callable). */
export const availabilitySettingsRef = () =>
  collectionOf('availability', availabilitySettingsSchema).doc('settings');

/** `slotLocks/{cellId}`: claimed calendar cells (server only). */
export const slotLocks = () => collectionOf('slotLocks', slotLockDocumentSchema);

/** The owner's rules, or the defaults while none are stored (a new installation). */
export async function readAvailabilitySettings(): Promise<AvailabilitySettings> {
  return (await availabilitySettingsRef().get()).data() ?? DEFAULT_AVAILABILITY_SETTINGS;
}

/** Whether a lock still claims its cell at `nowMs`: booked, or held and not yet expired. */
export function lockIsActive(lock: SlotLockDocument, nowMs: number): boolean {
  return lock.state === 'booked' || (lock.expiresAt !== null && lock.expiresAt.toMillis() > nowMs);
}

/** The ids of cells claimed at `nowMs` among those starting in `[fromMs, toMs)`. */
export async function claimedCells(
  fromMs: number,
  toMs: number,
  nowMs: number,
): Promise<Set<string>> {
  const snapshot = await slotLocks()
    .where('start', '>=', Timestamp.fromMillis(fromMs))
    .where('start', '<', Timestamp.fromMillis(toMs))
    .get();
  return new Set(
    snapshot.docs.filter((doc) => lockIsActive(doc.data(), nowMs)).map((doc) => doc.id),
  );
}
