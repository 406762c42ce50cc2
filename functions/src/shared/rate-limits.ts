import { z } from './zod';
import { timestampSchema } from './document-fields';

/**
 * `rateLimits/{sha256(key#n)}`: slot `n` (0 ≤ n < max) of one limit, holding the time of the use
 * that took it. A limit of `max` per window is `max` such slots; a slot whose use is older than
 * the window is free again. Keys hold emails and IPs, so only hashes name documents. Server only;
 * `expiresAt` (when the use leaves the window) lets a TTL policy delete old slots.
 */
export const rateSlotDocumentSchema = z.object({
  /** Epoch ms of the use that holds the slot. */
  at: z.number(),
  expiresAt: timestampSchema,
});
export type RateSlotDocument = z.infer<typeof rateSlotDocumentSchema>;
