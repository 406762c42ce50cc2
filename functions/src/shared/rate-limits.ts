import { z } from './zod';
import { timestampSchema } from './document-fields';

/**
 * `rateLimits/{sha256(key)}`: one fixed-window counter (keys hold emails and IPs, so only their
 * hashes name documents). Server only; `expiresAt` lets a TTL policy delete old counters.
 */
export const rateCounterDocumentSchema = z.object({
  count: z.number().int().nonnegative(),
  /** Epoch ms. */
  windowStart: z.number(),
  expiresAt: timestampSchema,
});
export type RateCounterDocument = z.infer<typeof rateCounterDocumentSchema>;
