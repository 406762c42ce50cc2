import type { Request } from 'express';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from '../shared/idempotency';
import type { Caller } from '../lib/caller';
import { parseInput } from '../lib/validation';

/**
 * The visitor's IP. Firebase Hosting's CDN sets `fastly-client-ip` and overwrites any value a
 * client sends; without Hosting in front (tests, direct calls) the socket address is used.
 */
export function clientIp(req: Request): string {
  const viaHosting = req.headers['fastly-client-ip'];
  if (typeof viaHosting === 'string' && viaHosting.length > 0) return viaHosting;
  return req.socket.remoteAddress ?? 'unknown';
}

/** The caller's Idempotency-Key, if sent; a malformed one is a 400 rather than silently ignored. */
function idempotencyKeyOf(req: Request): string | undefined {
  const header = req.get(IDEMPOTENCY_HEADER);
  return header === undefined ? undefined : parseInput(idempotencyKeySchema, header);
}

/** Who is asking, in the terms services use. */
export function callerOf(req: Request): Caller {
  return { ip: clientIp(req), idempotencyKey: idempotencyKeyOf(req) };
}
