import type {
  CollectionReference,
  DocumentReference,
  Transaction,
  WithFieldValue,
  WriteBatch,
} from 'firebase-admin/firestore';
import { KEY_REUSED_MESSAGE } from '../shared/idempotency';
import { db } from './admin';
import { ALREADY_EXISTS, DomainError, errorCode } from './errors';
import { hashedId, sha256Hex } from './hashing';

/** What a caller is told about a request stored exactly once. */
export interface Stored {
  id: string;
  /** True when this call replayed an earlier one and stored nothing. */
  replayed: boolean;
}

/** What admitting a request took (uses of its rate limits), to give back if it is a replay. */
export interface Admitted {
  giveBack(): Promise<void>;
}

export interface OnceRequest<T extends { requestHash: string }> {
  collection: CollectionReference<T, T>;
  /** The caller's Idempotency-Key; without one every call is a new record. */
  idempotencyKey: string | undefined;
  /** What was asked for: its fingerprint tells a replay from a key reused for other content. */
  payload: object;
  /**
   * Runs for a new request only, before anything is written, given the record's id: a replay is
   * not counted again. What it answers is given back when the request turns out to be a replay
   * after all (a call with the same key ran at the same time and stored first).
   */
  admit?: (id: string) => Promise<Admitted>;
  /** The record to create, given the request's fingerprint to store with it. */
  record: (requestHash: string) => WithFieldValue<T>;
  /** What goes with the record in the same batch (its mail, a private part): only when it is stored. */
  alongside?: (batch: WriteBatch, id: string) => void;
}

function refFor<T extends { requestHash: string }>({
  collection,
  idempotencyKey,
}: Pick<OnceRequest<T>, 'collection' | 'idempotencyKey'>): DocumentReference<T, T> {
  // The id derives from the key, hashed so a caller's string never shapes our ids.
  return idempotencyKey
    ? collection.doc(hashedId(`${collection.id}:${idempotencyKey}`))
    : collection.doc();
}

/** The earlier record under the same key, if any; other content under that key is a conflict. */
async function findReplay<T extends { requestHash: string }>(
  ref: DocumentReference<T, T>,
  requestHash: string,
): Promise<Stored | undefined> {
  const existing = (await ref.get()).data();
  if (!existing) return undefined;
  if (existing.requestHash !== requestHash) throw new DomainError('conflict', KEY_REUSED_MESSAGE);
  return { id: ref.id, replayed: true };
}

/**
 * Stores a request's record exactly once, with what goes with it, in one batch (all or nothing).
 * A replay stores, counts and renders nothing and is answered like the first call; `create()`
 * makes a concurrent duplicate fail instead of overwrite, and that one is a replay too.
 */
export async function storeOnce<T extends { requestHash: string }>(
  request: OnceRequest<T>,
): Promise<Stored> {
  const ref = refFor(request);
  const requestHash = sha256Hex(JSON.stringify(request.payload));
  if (request.idempotencyKey) {
    const replay = await findReplay(ref, requestHash);
    if (replay) return replay;
  }
  const admitted = await request.admit?.(ref.id);
  const batch = db().batch();
  batch.create(ref, request.record(requestHash));
  request.alongside?.(batch, ref.id);
  try {
    await batch.commit();
    return { id: ref.id, replayed: false };
  } catch (error) {
    if (errorCode(error) !== ALREADY_EXISTS) throw error;
    const replay = await findReplay(ref, requestHash);
    if (!replay) throw error;
    // The same request, sent again while its first call was being stored: it counts once.
    if (admitted) await admitted.giveBack();
    return replay;
  }
}

/** A record stored exactly once in a transaction: new, or the earlier one under the same key. */
export type StoredOnce<T> =
  { id: string; replayed: false } | { id: string; replayed: true; record: T };

export interface OnceInTransactionRequest<T extends { requestHash: string }> {
  collection: CollectionReference<T, T>;
  idempotencyKey: string | undefined;
  payload: object;
  /**
   * Runs for a new request only, before the transaction, given the record's id: rate limits, a
   * cheap early refusal, work outside Firestore the record will name (a payment page).
   */
  admit?: (id: string) => Promise<Admitted>;
  /**
   * The transaction's work for a new record: its own reads, then its writes, the record's
   * `tx.create(ref, …)` among them. A refusal is a thrown DomainError, and nothing is written.
   */
  write: (tx: Transaction, ref: DocumentReference<T, T>, requestHash: string) => Promise<void>;
}

/** How often a contended transaction is tried before its failure is reported (the SDK's default is 5). */
const TRANSACTION_ATTEMPTS = 10;

/**
 * `storeOnce` for a record that must be written in a transaction with what it decides on (a
 * booking and the calendar cells it claims). The record's id derives from the key as before; the
 * transaction reads it first, so of two calls with one key running at once the second finds the
 * first's record (Firestore retries it after the first commits) and is a replay.
 */
export async function storeOnceInTransaction<T extends { requestHash: string }>(
  request: OnceInTransactionRequest<T>,
): Promise<StoredOnce<T>> {
  const ref = refFor(request);
  const requestHash = sha256Hex(JSON.stringify(request.payload));
  const replayOf = (existing: T): StoredOnce<T> => {
    if (existing.requestHash !== requestHash) throw new DomainError('conflict', KEY_REUSED_MESSAGE);
    return { id: ref.id, replayed: true, record: existing };
  };
  if (request.idempotencyKey) {
    const existing = (await ref.get()).data();
    if (existing) return replayOf(existing);
  }
  const admitted = await request.admit?.(ref.id);
  const stored = await db().runTransaction(
    async (tx): Promise<StoredOnce<T>> => {
      const existing = (await tx.get(ref)).data();
      if (existing) return replayOf(existing);
      await request.write(tx, ref, requestHash);
      return { id: ref.id, replayed: false };
    },
    { maxAttempts: TRANSACTION_ATTEMPTS },
  );
  // A call with the same key stored first while this one was admitted: this one counts not at all.
  if (stored.replayed && admitted) await admitted.giveBack();
  return stored;
}
