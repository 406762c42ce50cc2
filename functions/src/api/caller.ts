import type { Request } from 'express';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from '../shared/idempotency';
import type { Caller } from '../lib/caller';
import { clientAddress } from './client-address';
import { parseInput } from '../lib/validation';

/** The caller's Idempotency-Key, if sent; a malformed one is a 400 rather than silently ignored. */
function idempotencyKeyOf(req: Request): string | undefined {
  const header = req.get(IDEMPOTENCY_HEADER);
  return header === undefined ? undefined : parseInput(idempotencyKeySchema, header);
}

/** Who is asking, in the terms services use. */
export function callerOf(req: Request): Caller {
  return { ip: clientAddress(req), idempotencyKey: idempotencyKeyOf(req) };
}
