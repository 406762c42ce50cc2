import type { Request } from 'express';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from '../shared/idempotency';
import type { Caller, Visitor } from '../lib/caller';
import { parseInput } from '../lib/validation';
import { readSession } from '../services/sessions';
import { clientAddress } from './client-address';
import { sessionCookieOf } from './middleware/session';

/** The caller's Idempotency-Key, if sent; a malformed one is a 400 rather than silently ignored. */
function idempotencyKeyOf(req: Request): string | undefined {
  const header = req.get(IDEMPOTENCY_HEADER);
  return header === undefined ? undefined : parseInput(idempotencyKeySchema, header);
}

/** Who is asking, in the terms services use. */
export function callerOf(req: Request): Caller {
  return { ip: clientAddress(req), idempotencyKey: idempotencyKeyOf(req) };
}

/** Who is asking, with their uid when they are signed in. */
export async function visitorOf(req: Request): Promise<Visitor> {
  const user = await readSession(sessionCookieOf(req));
  return { ...callerOf(req), uid: user?.uid ?? null };
}
