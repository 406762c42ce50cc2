import { z } from './zod';
import { timestampSchema } from './document-fields';
import { ROLES } from './roles';

export const roleSchema = z.enum(ROLES);

/**
 * `users/{uid}`: written by the server only; the owner reads it (firestore.rules checks the same fields).
 * `usernameLower` mirrors the `usernames/{usernameLower}` claim that keeps usernames unique.
 */
export const userProfileSchema = z.object({
  username: z.string(),
  usernameLower: z.string(),
  email: z.string(),
  displayName: z.string(),
  role: roleSchema,
  twoFactorEnabled: z.boolean(),
  createdAt: timestampSchema.optional(),
  updatedAt: timestampSchema.optional(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** `usernames/{usernameLower}`: the claim that keeps a username unique. Server only. */
export const usernameClaimDocumentSchema = z.object({
  uid: z.string(),
  createdAt: timestampSchema.optional(),
});
export type UsernameClaimDocument = z.infer<typeof usernameClaimDocumentSchema>;
