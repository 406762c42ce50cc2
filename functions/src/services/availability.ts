import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { MalformedDocumentError, collectionOf } from '../lib/converters';
import { malformedDocument } from '../lib/logs';
import {
  CELL_MINUTES,
  DEFAULT_AVAILABILITY_SETTINGS,
  availabilitySettingsSchema,
  slotLockDocumentSchema,
  type AvailabilityResponse,
  type AvailabilitySettings,
  type SlotLockDocument,
} from '../shared/availability';
import { recordAudit } from './audit';
import { availableSlots } from './availability-slots';

/** `availability/settings`: the owner's rules (public read; written by the admin callable). */
export const availabilitySettingsRef = () =>
  collectionOf('availability', availabilitySettingsSchema).doc('settings');

/** `slotLocks/{cellId}`: claimed calendar cells (server only). */
export const slotLocks = () => collectionOf('slotLocks', slotLockDocumentSchema);

interface VersionedSettings {
  settings: AvailabilitySettings;
  /** Changes whenever the stored document does ('none' while there is none). */
  version: string;
}

/**
 * The stored rules and their version. A missing document (a new installation) or one that does
 * not match the schema gives the defaults: the page and the bookings keep working, the log names
 * the problem, and the admin's next save replaces the document.
 */
async function readVersionedSettings(): Promise<VersionedSettings> {
  const snapshot = await availabilitySettingsRef().get();
  const version = snapshot.updateTime
    ? `${snapshot.updateTime.seconds}.${snapshot.updateTime.nanoseconds}`
    : 'none';
  try {
    return { settings: snapshot.data() ?? DEFAULT_AVAILABILITY_SETTINGS, version };
  } catch (error) {
    if (!(error instanceof MalformedDocumentError)) throw error;
    malformedDocument(error.path, error.problems);
    return { settings: DEFAULT_AVAILABILITY_SETTINGS, version: `malformed ${version}` };
  }
}

/** The owner's rules; the defaults while none are stored or the stored ones are malformed. */
export async function readAvailabilitySettings(): Promise<AvailabilitySettings> {
  return (await readVersionedSettings()).settings;
}

/** Replaces the owner's rules (already parsed with their schema), audited. */
export async function saveAvailabilitySettings(
  settings: AvailabilitySettings,
  adminUid: string,
): Promise<AvailabilitySettings> {
  // The change and its audit entry are stored together or not at all.
  await db().runTransaction(async (tx) => {
    tx.set(availabilitySettingsRef(), settings);
    await recordAudit({ action: 'availability.update', actorUid: adminUid }, tx);
  });
  forgetAvailability();
  return settings;
}

/** Whether a lock still claims its cell at `nowMs`: booked, or held and not yet expired. */
export function lockIsActive(lock: SlotLockDocument, nowMs: number): boolean {
  return lock.state === 'booked' || (lock.expiresAt !== null && lock.expiresAt.toMillis() > nowMs);
}

/**
 * The ids of cells claimed at `nowMs` among those starting in `[fromMs, toMs)`. A lock document
 * that does not match its schema is logged and counts as claimed: offering a cell we cannot read
 * would risk a double booking, hiding it only costs a slot.
 */
export async function claimedCells(
  fromMs: number,
  toMs: number,
  nowMs: number,
): Promise<Set<string>> {
  const snapshot = await slotLocks()
    .where('start', '>=', Timestamp.fromMillis(fromMs))
    .where('start', '<', Timestamp.fromMillis(toMs))
    .get();
  const claimed = new Set<string>();
  for (const doc of snapshot.docs) {
    try {
      if (lockIsActive(doc.data(), nowMs)) claimed.add(doc.id);
    } catch (error) {
      if (!(error instanceof MalformedDocumentError)) throw error;
      malformedDocument(error.path, error.problems);
      claimed.add(doc.id);
    }
  }
  return claimed;
}

/**
 * How long one instance reuses a computed answer. The answer is only a menu: a booking takes its
 * slot in a transaction that checks the locks itself, so a slot shown a few seconds after it was
 * taken costs the visitor a 409 and a refresh, never a double booking.
 */
export const AVAILABILITY_CACHE_MS = 10_000;

let cached: { version: string; at: number; answer: Promise<AvailabilityResponse> } | undefined;

/**
 * Drops this instance's cached answer. The booking services call it after a commit that claims
 * or frees cells, so the instance that took a booking never offers its slot again; other
 * instances see it within AVAILABILITY_CACHE_MS.
 */
export function forgetAvailability(): void {
  cached = undefined;
}

async function computeAvailability(
  settings: AvailabilitySettings,
  nowMs: number,
): Promise<AvailabilityResponse> {
  const cellMs = CELL_MINUTES * 60_000;
  const lastStart = nowMs + settings.horizonDays * 86_400_000;
  // Every cell an offered slot (with its buffer) could cover.
  const claimed = await claimedCells(
    nowMs - cellMs,
    lastStart + (settings.slotMinutes + settings.bufferMinutes) * 60_000 + cellMs,
    nowMs,
  );
  return {
    success: true,
    availability: availableSlots(settings, { nowMs, claimed }),
    calendlyConfig: settings.calendly,
    timeZone: settings.timeZone,
  };
}

/**
 * `GET /api/availability`: the owner's slots from now to the horizon, minus claimed cells. The
 * settings document is read on every call (one small read), so an admin's change shows at once on
 * every instance; the lock query and the slot arithmetic are shared by the callers in flight and
 * reused for AVAILABILITY_CACHE_MS while the settings stay the same.
 */
export async function currentAvailability(nowMs = Date.now()): Promise<AvailabilityResponse> {
  const { settings, version } = await readVersionedSettings();
  const hit = cached;
  if (hit && hit.version === version && nowMs >= hit.at && nowMs - hit.at < AVAILABILITY_CACHE_MS)
    return hit.answer;
  const entry = { version, at: nowMs, answer: computeAvailability(settings, nowMs) };
  cached = entry;
  // A failed computation is not reused: the next caller tries again.
  entry.answer.catch(() => {
    if (cached === entry) cached = undefined;
  });
  return entry.answer;
}
