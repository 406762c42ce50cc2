import { z } from './zod';
import { roleSchema } from './auth';

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
  /** Epoch ms: sessions created before this are signed out (sign out everywhere, password change). */
  sessionsValidAfter: z.number().optional(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;
