import type { z } from 'zod';
import { fieldErrors } from '../shared/api-response';
import { DomainError } from './errors';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON's `null` for a field means "not given": clients send it for an empty optional field. */
function withoutNullFields(input: unknown): unknown {
  if (!isRecord(input)) return input;
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null));
}

/**
 * Validates input from outside (a request body, a callable's data, a header) with its shared
 * schema; a field sent as `null` counts as absent. Bad input is an `invalid` error naming each
 * field's problem, the first one as the message.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(withoutNullFields(input ?? {}));
  if (result.success) return result.data;
  const first = result.error.issues[0]?.message ?? 'Check the highlighted fields and try again.';
  throw new DomainError('invalid', first, { fieldErrors: fieldErrors(result.error) });
}

/**
 * A callable's data as the object its request schema reads: none (the SDK sends `null` when a
 * callable is called without data) is `{}`, anything but an object is refused in words.
 */
export function requestObject(data: unknown): Record<string, unknown> {
  if (data === null || data === undefined) return {};
  if (isRecord(data)) return data;
  throw new DomainError('invalid', 'Send the request as a JSON object.');
}
