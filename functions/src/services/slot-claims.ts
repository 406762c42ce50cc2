import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { type SlotLockDocument } from '../shared/availability';
import { SLOT_TAKEN_MESSAGE } from '../shared/meetings';
import { DomainError } from '../lib/errors';
import { lockIsActive, slotLocks } from './availability';

/**
 * Claiming the owner's calendar: the 15-minute cells a meeting or session covers are
 * `slotLocks/{cellId}` documents, read and written inside the transaction that stores the
 * meeting request or booking. Firestore then lets only one of two overlapping claims commit: the
 * other's reads are stale and it retries, sees the first one's locks, and is refused.
 */

export type Holder = SlotLockDocument['holder'];

/** One cell as a transaction read it: its lock, if any. */
export interface Cell {
  ref: DocumentReference<SlotLockDocument, SlotLockDocument>;
  lock: SlotLockDocument | undefined;
}

/** The UTC start of a cell, from its id (`2026-03-31T0815Z`, see `slotLockId`). */
export function cellStartMs(cellId: string): number {
  return Date.parse(`${cellId.slice(0, 13)}:${cellId.slice(13, 15)}:00Z`);
}

const sameHolder = (a: Holder, b: Holder): boolean =>
  a.collection === b.collection && a.id === b.id;

/** Reads the cells' locks in `tx` (every read of a transaction comes before its writes). */
export async function readCells(tx: Transaction, cellIds: readonly string[]): Promise<Cell[]> {
  const snapshots = await tx.getAll(...cellIds.map((id) => slotLocks().doc(id)));
  return snapshots.map((snapshot) => ({ ref: snapshot.ref, lock: snapshot.data() }));
}

/** Whether another holder claims any of the cells at `nowMs` (an expired hold claims nothing). */
export function takenByOthers(
  cells: readonly Pick<Cell, 'lock'>[],
  holder: Holder,
  nowMs: number,
): boolean {
  return cells.some(
    ({ lock }) =>
      lock !== undefined && !sameHolder(lock.holder, holder) && lockIsActive(lock, nowMs),
  );
}

/** Refuses with 409 unless every cell is free or already the holder's. */
export function requireFree(
  cells: readonly Pick<Cell, 'lock'>[],
  holder: Holder,
  nowMs: number,
): void {
  if (takenByOthers(cells, holder, nowMs)) throw new DomainError('conflict', SLOT_TAKEN_MESSAGE);
}

export interface Claim {
  state: SlotLockDocument['state'];
  /** When a `held` claim lapses; `null` for a claim that stands until released. */
  expiresAt: Timestamp | null;
}

/**
 * Writes the holder's lock on every cell (over an expired hold of someone else's, which the
 * caller checked with `requireFree` in the same transaction).
 */
export function claimCells(
  tx: Transaction,
  cells: readonly Cell[],
  holder: Holder,
  { state, expiresAt }: Claim,
): void {
  for (const { ref } of cells) {
    tx.set(ref, { state, holder, start: Timestamp.fromMillis(cellStartMs(ref.id)), expiresAt });
  }
}

/** Frees the cells the holder still has; a cell someone else took after its hold lapsed stays theirs. */
export function releaseCells(tx: Transaction, cells: readonly Cell[], holder: Holder): void {
  for (const { ref, lock } of cells) {
    if (lock && sameHolder(lock.holder, holder)) tx.delete(ref);
  }
}

/**
 * A cheap refusal before any transaction: when a cell is already claimed, a burst of requests for
 * one slot is answered 409 at once instead of queueing on the cells' transaction locks. The
 * decision that counts is still the one made inside the transaction.
 */
export async function refuseIfTaken(
  cellIds: readonly string[],
  holder: Holder,
  nowMs: number,
): Promise<void> {
  const snapshots = await Promise.all(cellIds.map((id) => slotLocks().doc(id).get()));
  requireFree(
    snapshots.map((snapshot) => ({ lock: snapshot.data() })),
    holder,
    nowMs,
  );
}
