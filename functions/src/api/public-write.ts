import type { Request, Response } from 'express';
import { HONEYPOT_FIELD } from '../shared/fields';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from '../shared/idempotency';
import { HttpError } from '../lib/errors';
import { consumeAll, type Limit } from '../services/rate-limits';
import type { Stored } from '../services/submissions';
import { clientIp } from './client-ip';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Per IP and per email, for each public write (DESIGN §2: rate limits on public writes). */
const LIMITS = {
  contact: { ip: [5, HOUR], email: [3, HOUR] },
  'project-inquiry': { ip: [5, HOUR], email: [3, HOUR] },
  newsletter: { ip: [10, HOUR], email: [3, HOUR] },
  endorsement: { ip: [10, HOUR], email: [5, DAY] },
  'verify-code-request': { ip: [10, HOUR], email: [3, 15 * 60 * 1000] },
  'verify-code': { ip: [30, HOUR], email: [15, HOUR] },
} as const satisfies Record<string, { ip: [number, number]; email: [number, number] }>;

export type PublicWrite = keyof typeof LIMITS;

/** Counts this call against the endpoint's IP and email limits; `429` with Retry-After past either. */
export async function limitPublicWrite(
  req: Request,
  write: PublicWrite,
  email: string,
): Promise<void> {
  const { ip, email: perEmail } = LIMITS[write];
  const limits: Limit[] = [
    { key: `${write}-ip:${clientIp(req)}`, max: ip[0], windowMs: ip[1] },
    { key: `${write}-email:${email.toLowerCase()}`, max: perEmail[0], windowMs: perEmail[1] },
  ];
  await consumeAll(limits);
}

/** The caller's Idempotency-Key, if sent; a malformed one is a 400 rather than silently ignored. */
export function idempotencyKeyOf(req: Request): string | undefined {
  const header = req.get(IDEMPOTENCY_HEADER);
  if (header === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success)
    throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid Idempotency-Key.');
  return parsed.data;
}

/** Splits the honeypot off a validated payload: filled means a bot. */
export function withoutHoneypot<T extends { [HONEYPOT_FIELD]?: string | undefined }>(
  payload: T,
): { data: Omit<T, typeof HONEYPOT_FIELD>; spam: boolean } {
  const { [HONEYPOT_FIELD]: trap, ...data } = payload;
  return { data, spam: Boolean(trap?.trim()) };
}

/**
 * The answer to a stored (or replayed) submission: `201` both times, the same body both times,
 * and `Idempotent-Replayed: true` on a replay so a caller can tell.
 */
export function answerStored(res: Response, stored: Stored, message: string): void {
  if (stored.replayed) res.set('Idempotent-Replayed', 'true');
  res.status(201).json({ success: true, message, id: stored.id });
}
