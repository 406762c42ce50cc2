import { z } from './zod';
import { userProfileSchema } from './user-profile';

/** The signed-in user as `GET /api/user` returns it (the session plus what the dashboard shows). */
export const sessionUserSchema = userProfileSchema
  .pick({ username: true, email: true, displayName: true, role: true, twoFactorEnabled: true })
  .extend({
    uid: z.string(),
    isAdmin: z.boolean(),
    emailVerified: z.boolean(),
    /** When the account was made (ISO 8601), for "Member since"; absent when not recorded. */
    memberSince: z.iso.datetime({ offset: true }).optional(),
  });
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** `GET /api/user`. */
export const currentUserResponseSchema = z.object({
  success: z.literal(true),
  user: sessionUserSchema,
});

/** `POST /api/session/token`: the custom token the browser's Firebase sign-in uses. */
export const customTokenResponseSchema = z.object({
  success: z.literal(true),
  customToken: z.string(),
});
