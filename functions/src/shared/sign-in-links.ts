import { z } from './zod';
import { timestampSchema } from './document-fields';

/**
 * `signInLinks/{sha256(code)}`: a one-time link mailed to finish a sign-in while an account is in
 * step-up (policies/rate-limits.ts). Only the code's hash names it, so a reader of the collection
 * cannot sign in; `sentTo` (a hash of the address it was mailed to) stops a link from signing in
 * an account whose address has changed since. Server only; `expiresAt` lets a TTL policy delete it.
 */
export const signInLinkDocumentSchema = z.object({
  uid: z.string(),
  sentTo: z.string(),
  expiresAt: timestampSchema,
});
export type SignInLinkDocument = z.infer<typeof signInLinkDocumentSchema>;
