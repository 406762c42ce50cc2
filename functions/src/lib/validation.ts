import type { z } from 'zod';
import { fieldErrors } from '../shared/api-response';
import { DomainError } from './errors';

/**
 * Validates input from outside (a request body, a callable's data) with its shared schema; bad
 * input is an `invalid` error naming each field's problem, the first one as the message.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const first = result.error.issues[0]?.message ?? 'Check the highlighted fields and try again.';
  throw new DomainError('invalid', first, { fieldErrors: fieldErrors(result.error) });
}
