import { Timestamp, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { FailureDetails } from '../shared/api-response';
import { rateSlotDocumentSchema, type RateSlotDocument } from '../shared/rate-limits';
import { db } from './admin';
import { ALREADY_EXISTS, FAILED_PRECONDITION, NOT_FOUND, errorCode, rateLimited } from './errors';
import { sha256Hex } from './hashing';

/**
 * Rate limits as slots: a limit of `max` uses per window is `max` documents
 * `rateLimits/{sha256(key#n)}`, each holding the time of the use that took it. A use takes a free
 * slot (missing, or holding a use older than the window) before the thing it limits happens,
 * so a limit cannot be passed by asking in parallel, and gives it back with `release()` when it
 * should not count after all (a right password).
 *
 * Why not one counter document per key, read and written in a transaction: Firestore's server
 * SDKs lock what a transaction reads (pessimistic concurrency), so parallel requests for one key
 * queue on that one document, and the emulator lets them wait for its lock timeout (measured on
 * this machine: 40 parallel read-increment transactions on one document took 13.7 s; in the API,
 * 50 parallel contact posts from one address timed out and logged lock timeouts). Firestore
 * documents a sustained write rate of about one per second per document and recommends spreading
 * hot counters over several documents (https://firebase.google.com/docs/firestore/solutions/counters,
 * https://firebase.google.com/docs/firestore/transaction-data-contention).
 *
 * Here no transaction is used. A free slot is taken by a single conditional write: `create()`
 * for a slot that does not exist (fails with ALREADY_EXISTS if someone else created it first) or
 * `update()` with a `lastUpdateTime` precondition for an expired one (fails with
 * FAILED_PRECONDITION if someone else took it since we read it). Firestore applies each such
 * write atomically, so of any number of parallel requests exactly one gets each slot: the limit
 * is exact (30 parallel wrong passwords check at most `max`), and a request that loses a race
 * simply tries the next free slot, without waiting on a lock (measured: 30 parallel creates of
 * one document answered in 0.6 s, 30 parallel conditional updates in 0.2 s). Free slots are tried
 * in random order, so parallel requests mostly write different documents. A window is a sliding
 * one: a slot frees when its own use is `windowMs` old, which is also when the `Retry-After` of a
 * refusal ends.
 *
 * A caller over its limit is then refused without touching Firestore: each instance remembers,
 * for at most a minute, "this key is full until T", so a flood from one address costs one read
 * per instance per minute and is answered in milliseconds. The memory is only ever a refusal
 * that Firestore said a moment ago; another instance that releases a slot meanwhile makes it
 * conservative for at most that minute.
 */

export interface Limit {
  /** What is counted, e.g. `login-ip:203.0.113.7`. */
  key: string;
  max: number;
  windowMs: number;
}

/** A use that holds a slot of its limit. */
export interface Reservation {
  /** Gives the slot back: the use does not count after all. */
  release(): Promise<void>;
}

/** How a refusal is worded: the reason before "Please try again in …", and details for the page. */
export interface Refusal {
  reason?: string;
  details?: FailureDetails;
}

const FULL_MEMORY_MS = 60_000;
const FULL_MEMORY_ENTRIES = 10_000;

/** Per instance: keys found full, until when they are full and until when to believe it. */
const fullKeys = new Map<string, { freeAt: number; believeUntil: number }>();

function rememberFull(key: string, freeAt: number, now: number): void {
  if (fullKeys.size >= FULL_MEMORY_ENTRIES) {
    const oldest = fullKeys.keys().next();
    if (!oldest.done) fullKeys.delete(oldest.value);
  }
  fullKeys.set(key, { freeAt, believeUntil: Math.min(freeAt, now + FULL_MEMORY_MS) });
}

function rememberedFreeAt(key: string, now: number): number | undefined {
  const entry = fullKeys.get(key);
  if (entry && entry.believeUntil > now) return entry.freeAt;
  if (entry) fullKeys.delete(key);
  return undefined;
}

function slotRefs(limit: Limit): DocumentReference[] {
  return Array.from({ length: limit.max }, (_, n) =>
    db()
      .collection('rateLimits')
      .doc(sha256Hex(`${limit.key}#${n}`)),
  );
}

/**
 * Until when a slot is held; undefined when it is free. Read with `getAll`, which hands over
 * untyped snapshots, so parsed here; a malformed slot is free to take over.
 */
function heldUntil(snapshot: DocumentSnapshot, windowMs: number): number | undefined {
  const slot = rateSlotDocumentSchema.safeParse(snapshot.data());
  return snapshot.exists && slot.success ? slot.data.at + windowMs : undefined;
}

/** The codes of a conditional write that someone else's write got in before. */
const LOST_RACE = new Set([ALREADY_EXISTS, FAILED_PRECONDITION, NOT_FOUND]);

/** Takes a free slot with one conditional write; the write's time, or undefined when another request got it. */
async function take(
  snapshot: DocumentSnapshot,
  limit: Limit,
  now: number,
): Promise<Timestamp | undefined> {
  const use: RateSlotDocument = { at: now, expiresAt: Timestamp.fromMillis(now + limit.windowMs) };
  try {
    const result = snapshot.updateTime
      ? await snapshot.ref.update(use, { lastUpdateTime: snapshot.updateTime })
      : await snapshot.ref.create(use);
    return result.writeTime;
  } catch (error) {
    if (LOST_RACE.has(Number(errorCode(error)))) return undefined;
    throw error;
  }
}

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

function reservationOf(key: string, ref: DocumentReference, writeTime: Timestamp): Reservation {
  return {
    async release() {
      fullKeys.delete(key);
      try {
        // Only our own use: a slot taken over since (after our use expired) stays with its new use.
        await ref.delete({ lastUpdateTime: writeTime });
      } catch (error) {
        if (!LOST_RACE.has(Number(errorCode(error)))) throw error;
      }
    },
  };
}

/** A use taken, or, when every slot is held, when the first of them frees. */
type Taken = { use: Reservation } | { freeAt: number };

/** Which slots are free now, and which are held, by the snapshots of all of them. */
function sortSlots(
  snapshots: DocumentSnapshot[],
  limit: Limit,
  now: number,
): { free: DocumentSnapshot[]; held: { snapshot: DocumentSnapshot; until: number }[] } {
  const free: DocumentSnapshot[] = [];
  const held: { snapshot: DocumentSnapshot; until: number }[] = [];
  for (const snapshot of snapshots) {
    const until = heldUntil(snapshot, limit.windowMs);
    if (until !== undefined && until > now) held.push({ snapshot, until });
    else free.push(snapshot);
  }
  return { free, held };
}

/** Takes one of the free slots, in random order; undefined when others took them all first. */
async function takeFree(
  free: DocumentSnapshot[],
  limit: Limit,
  now: number,
): Promise<Reservation | undefined> {
  for (const snapshot of shuffled(free)) {
    const writeTime = await take(snapshot, limit, now);
    if (writeTime) return reservationOf(limit.key, snapshot.ref, writeTime);
  }
  return undefined;
}

async function takeSlot(limit: Limit, now: number): Promise<Taken> {
  const remembered = rememberedFreeAt(limit.key, now);
  if (remembered !== undefined) return { freeAt: remembered };

  const { free, held } = sortSlots(await db().getAll(...slotRefs(limit)), limit, now);
  const use = await takeFree(free, limit, now);
  if (use) return { use };
  const freeAt = Math.min(now + limit.windowMs, ...held.map((slot) => slot.until));
  rememberFull(limit.key, freeAt, now);
  return { freeAt };
}

/** Takes one use of `limit`, or refuses with `rate-limited` (429, Retry-After) when it is used up. */
export async function reserve(
  limit: Limit,
  refusal: Refusal = {},
  now = Date.now(),
): Promise<Reservation> {
  const taken = await takeSlot(limit, now);
  if ('use' in taken) return taken.use;
  throw rateLimited((taken.freeAt - now) / 1000, refusal.reason, refusal.details);
}

/** Takes one use of `limit` when it has one left; undefined (and nothing counted) when not. */
export async function tryReserve(limit: Limit, now = Date.now()): Promise<Reservation | undefined> {
  const taken = await takeSlot(limit, now);
  return 'use' in taken ? taken.use : undefined;
}

/** A use counted by `countUse`: whether the limit was used up, and the slot it holds. */
export interface CountedUse {
  full: boolean;
  use: Reservation;
}

const NOTHING_HELD: Reservation = { release: () => Promise.resolve() };

/** A use that took over a held slot: giving it back puts the use it replaced back. */
function takeoverOf(snapshot: DocumentSnapshot, writeTime: Timestamp): Reservation {
  const replaced = rateSlotDocumentSchema.parse(snapshot.data());
  return {
    async release() {
      try {
        await snapshot.ref.update(replaced, { lastUpdateTime: writeTime });
      } catch (error) {
        if (!LOST_RACE.has(Number(errorCode(error)))) throw error;
      }
    },
  };
}

/**
 * Counts a use whether or not the limit has room, for a limit whose being used up is a state
 * rather than a refusal (an account many addresses fail on). With a slot free it takes one
 * (`full: false`). With every slot held it moves the oldest use to now (`full: true`), so the
 * slots hold the last `max` uses and the limit stays used up for as long as uses keep coming
 * within the window. Parallel uses that lose every race were outnumbered by uses just counted:
 * they are over the limit and hold nothing.
 */
export async function countUse(limit: Limit, now = Date.now()): Promise<CountedUse> {
  const { free, held } = sortSlots(await db().getAll(...slotRefs(limit)), limit, now);
  const use = await takeFree(free, limit, now);
  if (use) return { full: false, use };
  for (const { snapshot } of held.sort((a, b) => a.until - b.until)) {
    const writeTime = await take(snapshot, limit, now);
    if (writeTime) return { full: true, use: takeoverOf(snapshot, writeTime) };
  }
  return { full: true, use: NOTHING_HELD };
}

/** Refuses at once when this instance already knows one of `limits` is full. */
function refuseKnownFull(limits: readonly Limit[], refusal: Refusal): void {
  const now = Date.now();
  for (const { key } of limits) {
    const freeAt = rememberedFreeAt(key, now);
    if (freeAt !== undefined) {
      throw rateLimited((freeAt - now) / 1000, refusal.reason, refusal.details);
    }
  }
}

/**
 * Takes one use of each limit, in order. When one is used up, the uses already taken are given
 * back (a refused request counts against nothing) and it refuses with `rate-limited`. A limit this
 * instance already knows is full refuses before any is taken, so a flood against a later limit
 * costs no writes to the earlier ones.
 */
export async function reserveAll(
  limits: readonly Limit[],
  refusal: Refusal = {},
): Promise<Reservation[]> {
  refuseKnownFull(limits, refusal);
  const taken: Reservation[] = [];
  try {
    for (const limit of limits) taken.push(await reserve(limit, refusal));
    return taken;
  } catch (error) {
    await Promise.all(taken.map((reservation) => reservation.release()));
    throw error;
  }
}

/**
 * `reserveAll` with every limit taken at once, for a call whose answer waits on them: one round of
 * Firestore reads and writes instead of one per limit. The count is as exact (a request that gets
 * through holds a use of each limit); a request refused by one limit holds a use of the others
 * for a moment, so a parallel request may be refused a moment early, never let through.
 */
export async function reserveTogether(
  limits: readonly Limit[],
  refusal: Refusal = {},
): Promise<Reservation[]> {
  refuseKnownFull(limits, refusal);
  const results = await Promise.allSettled(limits.map((limit) => reserve(limit, refusal)));
  const taken = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const refused = results.find((result) => result.status === 'rejected');
  if (!refused) return taken;
  await Promise.all(taken.map((reservation) => reservation.release()));
  throw refused.reason;
}

/** Whether every use of `limit` is taken now (read only; counts nothing). */
export async function isExhausted(limit: Limit, now = Date.now()): Promise<boolean> {
  const snapshots = await db().getAll(...slotRefs(limit));
  return snapshots.every((snapshot) => (heldUntil(snapshot, limit.windowMs) ?? 0) > now);
}

/** Gives back every use of `limit`, e.g. an account's failed sign-ins once the password was right. */
export async function clear(limit: Limit): Promise<void> {
  fullKeys.delete(limit.key);
  const batch = db().batch();
  for (const ref of slotRefs(limit)) batch.delete(ref);
  await batch.commit();
}
