import { z } from './zod';
import { timestampSchema } from './document-fields';

/**
 * `sessions/{sessionId}`: one per sign-in, while it lasts. The id travels in the session's tokens
 * (the custom token's developer claims, so every ID token and the session cookie made from it);
 * a token counts only while its record exists. Signing out deletes the record; signing out
 * everywhere deletes all of the account's. Server only; `expiresAt` lets a TTL policy delete it.
 */
export const sessionDocumentSchema = z.object({
  uid: z.string(),
  createdAt: timestampSchema,
  expiresAt: timestampSchema,
});
export type SessionDocument = z.infer<typeof sessionDocumentSchema>;
