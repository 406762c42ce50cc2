import {
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import {
  TOO_MANY_HOLDS,
  UNVERIFIED_HOLDS_MAX,
  bookingHoldsDocumentSchema,
  type BookingHoldsDocument,
} from '../shared/bookings';
import type { Visitor } from '../lib/caller';
import { collectionOf } from '../lib/converters';
import { DomainError } from '../lib/errors';
import { hashedId } from '../lib/hashing';
import { bookings, holdsUnverified } from './booking-records';

/**
 * How many slots one booker may hold while they are not confirmed (unpaid, or paid and awaiting
 * the owner's check): at most UNVERIFIED_HOLDS_MAX per email, and per account when signed in or
 * per client address when not. Each booker has a ledger of the bookings they made; the booking
 * transaction reads the ledgers and the bookings they list, so of any number of parallel
 * attempts only as many commit as the cap leaves room for (the others' reads go stale, they are
 * retried and see the ledger full).
 */

const ledgers = () => collectionOf('bookingHolds', bookingHoldsDocumentSchema);

/** A ledger is kept this long after its last booking: longer than any hold can last. */
const LEDGER_KEEP_MS = 30 * 86_400_000;

/** The ledgers a booking counts against (hashed: no address or email in a document id). */
export function holdLedgerIds(booker: Visitor, email: string): string[] {
  const who = booker.uid ? `account:${booker.uid}` : `address:${booker.ip}`;
  return [hashedId(`holds:email:${email}`), hashedId(`holds:${who}`)];
}

/** A ledger as a read found it: the bookings on it that still hold a slot. */
export interface HoldLedger {
  ref: DocumentReference<BookingHoldsDocument, BookingHoldsDocument>;
  holding: string[];
}

/** Reads documents in `tx`, or one by one outside any transaction (a pre-check). */
function readAll<T extends DocumentData>(
  tx: Transaction | undefined,
  refs: DocumentReference<T, T>[],
): Promise<DocumentSnapshot<T, T>[]> {
  if (refs.length === 0) return Promise.resolve([]);
  return tx ? tx.getAll(...refs) : Promise.all(refs.map((ref) => ref.get()));
}

/** Reads the ledgers and the bookings they list, in `tx` (or outside one for a pre-check). */
export async function readHoldLedgers(
  tx: Transaction | undefined,
  ids: readonly string[],
  nowMs: number,
): Promise<HoldLedger[]> {
  const snapshots = await readAll(
    tx,
    ids.map((id) => ledgers().doc(id)),
  );
  const listed = [...new Set(snapshots.flatMap((snapshot) => snapshot.data()?.bookingIds ?? []))];
  const booked = await readAll(
    tx,
    listed.map((id) => bookings().doc(id)),
  );
  const holding = new Set(
    booked
      .filter((snapshot) => {
        const booking = snapshot.data();
        return booking !== undefined && holdsUnverified(booking, nowMs);
      })
      .map((snapshot) => snapshot.id),
  );
  return snapshots.map((snapshot) => ({
    ref: snapshot.ref,
    holding: (snapshot.data()?.bookingIds ?? []).filter((id) => holding.has(id)),
  }));
}

/** Refuses (409, in words) when any of the booker's ledgers is full. */
export function requireRoomForHold(held: readonly HoldLedger[]): void {
  if (held.some((ledger) => ledger.holding.length >= UNVERIFIED_HOLDS_MAX))
    throw new DomainError('conflict', TOO_MANY_HOLDS);
}

/** Adds the new booking to each ledger, dropping those that hold nothing any more. */
export function recordHold(
  tx: Transaction,
  held: readonly HoldLedger[],
  bookingId: string,
  nowMs: number,
): void {
  const expiresAt = Timestamp.fromMillis(nowMs + LEDGER_KEEP_MS);
  for (const { ref, holding } of held)
    tx.set(ref, { bookingIds: [...holding, bookingId], expiresAt });
}
