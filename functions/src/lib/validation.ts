import type { z } from 'zod';
import { fieldErrors } from '../shared/api-response';
import { HttpError } from './errors';

/** Validates a request body with its shared schema; bad input is a 400 naming each field's problem. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  const first = result.error.issues[0]?.message ?? 'Check the highlighted fields and try again.';
  throw new HttpError(400, first, errors);
}
