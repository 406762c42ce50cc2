import { Timestamp } from 'firebase-admin/firestore';
import { rateCounterDocumentSchema, type RateCounterDocument } from '../shared/rate-limits';
import { db } from './admin';
import { collectionOf } from './converters';
import { rateLimited } from './errors';
import { sha256Hex } from './hashing';

/**
 * Fixed-window counters in `rateLimits/{sha256(key)}`; the numbers themselves are in
 * policies/rate-limits.ts.
 */
export interface Limit {
  /** What is counted, e.g. `login-ip:203.0.113.7`. */
  key: string;
  max: number;
  windowMs: number;
}

export interface LimitState {
  allowed: boolean;
  retryAfterSeconds: number;
}

function ref(key: string) {
  return collectionOf('rateLimits', rateCounterDocumentSchema).doc(sha256Hex(key));
}

function live(
  counter: RateCounterDocument | undefined,
  windowMs: number,
  now: number,
): RateCounterDocument | undefined {
  return counter && now - counter.windowStart < windowMs ? counter : undefined;
}

function retryAfter(counter: RateCounterDocument, windowMs: number, now: number): number {
  return Math.max(1, Math.ceil((counter.windowStart + windowMs - now) / 1000));
}

/** Counts one more use and says whether it is within the limit (the use counts either way). */
export async function consume(limit: Limit, now = Date.now()): Promise<LimitState> {
  return db().runTransaction(async (tx) => {
    const doc = ref(limit.key);
    const current = live((await tx.get(doc)).data(), limit.windowMs, now);
    const next: RateCounterDocument = current
      ? { ...current, count: current.count + 1 }
      : { count: 1, windowStart: now, expiresAt: Timestamp.fromMillis(now + limit.windowMs) };
    tx.set(doc, next);
    return next.count <= limit.max
      ? { allowed: true, retryAfterSeconds: 0 }
      : { allowed: false, retryAfterSeconds: retryAfter(next, limit.windowMs, now) };
  });
}

/** Whether the limit is already used up, without counting anything (checked before a password is tried). */
export async function exhausted(limit: Limit, now = Date.now()): Promise<LimitState> {
  const current = live((await ref(limit.key).get()).data(), limit.windowMs, now);
  return current && current.count >= limit.max
    ? { allowed: false, retryAfterSeconds: retryAfter(current, limit.windowMs, now) }
    : { allowed: true, retryAfterSeconds: 0 };
}

/** Counts a use against every limit, in order; `rate-limited` (429 with Retry-After) when one is passed. */
export async function consumeAll(limits: readonly Limit[]): Promise<void> {
  for (const limit of limits) {
    const state = await consume(limit);
    if (!state.allowed) throw rateLimited(state.retryAfterSeconds);
  }
}

export async function reset(key: string): Promise<void> {
  await ref(key).delete();
}
