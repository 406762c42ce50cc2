import type { Response } from 'express';
import type { z } from 'zod';
import { createdResponseSchema, messageResponseSchema } from '../shared/api-response';
import type { Stored } from '../lib/exactly-once';

/**
 * Answers with a body of the call's shared response schema: checked by the compiler here, and
 * parsed on the way out, so what leaves is exactly what the web client parses (undeclared fields
 * never leak; a body off its contract is our bug, a 500 with a log line).
 */
export function reply<S extends z.ZodType>(
  res: Response,
  schema: S,
  body: z.input<S>,
  status = 200,
): void {
  res.status(status).json(schema.parse(body));
}

/** What a write stored: its id, and whether the call only replayed an earlier one, when it tells. */
export type StoredAnswer = Pick<Stored, 'id'> & Partial<Pick<Stored, 'replayed'>>;

/**
 * The answer to a stored (or replayed) request: `201` both times, the same body both times, and
 * `Idempotent-Replayed: true` on a replay so a caller can tell.
 */
export function replyCreated<S extends z.ZodType>(
  res: Response,
  stored: StoredAnswer,
  schema: S,
  body: z.input<S>,
): void {
  if (stored.replayed) res.set('Idempotent-Replayed', 'true');
  reply(res, schema, body, 201);
}

/** `replyCreated` with the plain answer: the message and the stored id. */
export function replyStored(res: Response, stored: StoredAnswer, message: string): void {
  replyCreated(res, stored, createdResponseSchema, { success: true, message, id: stored.id });
}

/** A success that only has something to say. */
export function replyMessage(res: Response, message: string): void {
  reply(res, messageResponseSchema, { success: true, message });
}
