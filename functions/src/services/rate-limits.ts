import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { tooManyRequests } from '../lib/errors';
import { sha256Hex } from '../lib/hashing';

/**
 * Fixed-window counters in `rateLimits/{sha256(key)}` (keys hold emails and IPs, so only hashes are
 * stored). `expiresAt` lets a Firestore TTL policy delete old counters.
 */
interface Counter {
  count: number;
  windowStart: number;
  expiresAt: Timestamp;
}

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
  return db().collection('rateLimits').doc(sha256Hex(key));
}

function live(counter: Counter | undefined, windowMs: number, now: number): Counter | undefined {
  return counter && now - counter.windowStart < windowMs ? counter : undefined;
}

function retryAfter(counter: Counter, windowMs: number, now: number): number {
  return Math.max(1, Math.ceil((counter.windowStart + windowMs - now) / 1000));
}

/** Counts one more use and says whether it is within the limit (the use counts either way). */
export async function consume(limit: Limit, now = Date.now()): Promise<LimitState> {
  return db().runTransaction(async (tx) => {
    const doc = ref(limit.key);
    const current = live((await tx.get(doc)).data() as Counter | undefined, limit.windowMs, now);
    const next: Counter = current
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
  const current = live(
    (await ref(limit.key).get()).data() as Counter | undefined,
    limit.windowMs,
    now,
  );
  return current && current.count >= limit.max
    ? { allowed: false, retryAfterSeconds: retryAfter(current, limit.windowMs, now) }
    : { allowed: true, retryAfterSeconds: 0 };
}

/** Counts a use against every limit, in order; `429` with Retry-After when one is passed. */
export async function consumeAll(limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    const state = await consume(limit);
    if (!state.allowed) throw tooManyRequests(state.retryAfterSeconds);
  }
}

export async function reset(key: string): Promise<void> {
  await ref(key).delete();
}
