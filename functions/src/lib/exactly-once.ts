import type {
  CollectionReference,
  DocumentReference,
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

export interface OnceRequest<T extends { requestHash: string }> {
  collection: CollectionReference<T, T>;
  /** The caller's Idempotency-Key; without one every call is a new record. */
  idempotencyKey: string | undefined;
  /** What was asked for: its fingerprint tells a replay from a key reused for other content. */
  payload: object;
  /** Runs for a new request only, before anything is written: a replay is not counted again. */
  admit?: () => Promise<void>;
  /** The record to create, given the request's fingerprint to store with it. */
  record: (requestHash: string) => WithFieldValue<T>;
  /** What goes with the record in the same batch (its mail, a private part): only when it is stored. */
  alongside?: (batch: WriteBatch, id: string) => void;
}

function refFor<T extends { requestHash: string }>({
  collection,
  idempotencyKey,
}: OnceRequest<T>): DocumentReference<T, T> {
  // The id derives from the key (DESIGN §2), hashed so a caller's string never shapes our ids.
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
  await request.admit?.();
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
    return replay;
  }
}
