import { z } from './zod';
import { timestampSchema } from './document-fields';

/** Header naming one submission attempt; a replay with the same key creates nothing new. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_FORMAT = 'Idempotency-Key must be a UUID (16-128 letters, digits, - or _).';
export const idempotencyKeySchema = z
  .string({ error: KEY_FORMAT })
  .regex(/^[A-Za-z0-9_-]{16,128}$/, KEY_FORMAT);

export const KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different submission. Send new content with a new key.';

/**
 * Fields of every document stored exactly once: the fingerprint of the request that made it (a
 * reused key with other content is refused) and the server's time of storing.
 */
export const storedOnceFields = {
  requestHash: z.string(),
  createdAt: timestampSchema,
};

/**
 * What a row (a dashboard's or an admin list's) shows of a stored-once document instead of
 * `storedOnceFields`: its id, and its time of storing as a UTC ISO string.
 */
export const storedOnceRowFields = {
  id: z.string(),
  createdAt: z.string().nullable(),
};
