import { z } from './zod';
import { messageResponseSchema } from './api-response';
import { documentId, freeText } from './fields';
import { ROLES, SELF_SERVICE_ROLES } from './roles';
import { roleSchema } from './user-profile';
import { sessionUserSchema } from './session-user';

// The session's own shapes live apart, so a page reading who is signed in builds only those.
export {
  currentUserResponseSchema,
  customTokenResponseSchema,
  sessionUserSchema,
  type SessionUser,
} from './session-user';

/** Custom claims every account carries: `{ role, admin? }`. */
export const roleClaimsSchema = z.object({ role: roleSchema, admin: z.boolean().optional() });

const PASSWORD_TOO_LONG = 'Password must be at most 128 characters long';

/** Password rules, with their messages (docs/product.md#accounts). */
export const passwordSchema = z
  .string({ error: 'Enter a password.' })
  .min(8, 'Password must be at least 8 characters long')
  .max(128, PASSWORD_TOO_LONG)
  .regex(
    /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/,
    'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  );

/** What a username is made of; such a name is always a valid Firestore document id. */
export const USERNAME_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]*$/;

export const usernameSchema = z
  .string({ error: 'Choose a username.' })
  .trim()
  .min(3, 'Username must be at least 3 characters long')
  .max(30, 'Username must be at most 30 characters long')
  .regex(USERNAME_PATTERN, 'Username may use letters, numbers, dots, dashes and underscores only');

export const emailSchema = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .email('Please enter a valid email address')
  .transform((email) => email.toLowerCase());

export const displayNameSchema = freeText({
  label: 'Name',
  max: 80,
  min: 2,
  required: 'Name must be at least 2 characters long',
});

/** A password typed to prove who one is, rather than chosen: only missing or too long is refused. */
function enteredPassword(missing: string) {
  return z.string({ error: missing }).min(1, missing).max(128, PASSWORD_TOO_LONG);
}

/** The code an emailed link carries: missing, the link is incomplete; far too long, not valid. */
function emailedLinkCode(incomplete: string, invalid: string) {
  return z.string({ error: incomplete }).min(1, incomplete).max(2000, invalid);
}

/** Body of `POST /api/register`. */
export const registerRequestSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  role: z.enum(SELF_SERVICE_ROLES, { error: 'Choose Personal Account or Business Associate' }),
  displayName: displayNameSchema.optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The registration form: the request plus the repeated password. */
export const registerFormSchema = registerRequestSchema
  .extend({ confirmPassword: z.string({ error: 'Passwords do not match' }) })
  .refine((form) => form.password === form.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

const IDENTIFIER_MISSING = 'Enter your username or email';
const IDENTIFIER_INVALID = 'Enter a valid username or email';
const anEmail = z.email();

/**
 * How a person names their account at sign-in: a username (any case) or an email address.
 * Anything else names no account, and is refused before it reaches a lookup.
 */
export const signInIdentifierSchema = z
  .string({ error: IDENTIFIER_MISSING })
  .trim()
  .min(1, IDENTIFIER_MISSING)
  .max(254, IDENTIFIER_INVALID)
  .refine(
    (value) =>
      value === '' ||
      (value.includes('@') ? anEmail.safeParse(value).success : USERNAME_PATTERN.test(value)),
    IDENTIFIER_INVALID,
  );

/** Body of `POST /api/login`: `username` is the username or the email. */
export const loginRequestSchema = z.object({
  username: signInIdentifierSchema,
  password: enteredPassword('Enter your password'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const totpCodeSchema = z
  .string({ error: 'Enter the 6-digit code' })
  .regex(/^\d{6}$/, 'Enter the 6-digit code');
export const recoveryCodeSchema = z
  .string({ error: 'Enter a 6-digit code or a recovery code' })
  .trim()
  .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, 'Enter a 6-digit code or a recovery code');

/** Body of `POST /api/2fa/verify-login`: the code (or a recovery code) and the sign-in challenge. */
const SIGN_IN_EXPIRED = 'Your sign-in expired. Sign in again.';
const twoFactorCodeSchema = z.union([totpCodeSchema, recoveryCodeSchema], {
  error: 'Enter the 6-digit code or a recovery code',
});

export const verifyLoginRequestSchema = z.object({
  username: signInIdentifierSchema,
  code: twoFactorCodeSchema,
  challenge: z
    .string({ error: SIGN_IN_EXPIRED })
    .min(20, SIGN_IN_EXPIRED)
    .max(200, SIGN_IN_EXPIRED),
});

const SIGN_IN_LINK_INVALID = 'This sign-in link is not valid. Sign in again to get a new one.';

/** Body of `POST /api/login/link`: the code of a mailed sign-in link (256 random bits, base64url). */
export const signInLinkRequestSchema = z.object({
  code: emailedLinkCode(
    'This sign-in link is incomplete. Sign in again to get a new one.',
    SIGN_IN_LINK_INVALID,
  ).regex(/^[\w-]{43}$/, SIGN_IN_LINK_INVALID),
});

export const emailRequestSchema = z.object({ email: emailSchema });

export const resetPasswordRequestSchema = z.object({
  token: emailedLinkCode(
    'This reset link is incomplete. Request a new one.',
    'This reset link is not valid. Request a new one.',
  ),
  newPassword: passwordSchema,
});

export const verifyEmailRequestSchema = z.object({
  code: emailedLinkCode(
    'This verification link is incomplete.',
    'This verification link is not valid.',
  ),
});

export const changePasswordRequestSchema = z.object({
  currentPassword: enteredPassword('Enter your current password'),
  newPassword: passwordSchema,
});

export const twoFactorCodeRequestSchema = z.object({ code: totpCodeSchema });
export const twoFactorDisableRequestSchema = z.object({ code: twoFactorCodeSchema });

export const updateProfileRequestSchema = z.object({
  displayName: displayNameSchema.optional(),
  username: usernameSchema.optional(),
});

export const changeEmailRequestSchema = z.object({
  newEmail: emailSchema,
  password: enteredPassword('Enter your password to confirm'),
});

/** A finished sign-in (`/api/login`, `/api/2fa/verify-login`): the user and their custom token. */
export const signedInResponseSchema = messageResponseSchema.extend({
  user: sessionUserSchema,
  /** For the browser's `signInWithCustomToken`, so Firestore rules see the same user. */
  customToken: z.string(),
});

/** A right password on an account with two-factor on: the code screen sends `challenge` back. */
export const twoFactorRequiredResponseSchema = z.object({
  success: z.literal(true),
  requires2FA: z.literal(true),
  message: z.literal('2FA_REQUIRED'),
  username: z.string(),
  challenge: z.string(),
});

/**
 * A right password on an account many addresses have just failed on, without two-factor: it
 * does not sign in, a one-time link to finish signing in was mailed to the account's address.
 */
export const signInLinkSentResponseSchema = z.object({
  success: z.literal(true),
  requiresEmailLink: z.literal(true),
  message: z.string(),
});

/** `POST /api/login`. */
export const loginResponseSchema = z.union([
  signedInResponseSchema,
  twoFactorRequiredResponseSchema,
  signInLinkSentResponseSchema,
]);

/** `POST /api/login/link`: signed in, or (two-factor turned on since the link was mailed) the code. */
export const signInLinkResponseSchema = z.union([
  signedInResponseSchema,
  twoFactorRequiredResponseSchema,
]);

/** `POST /api/register`. */
export const registeredResponseSchema = messageResponseSchema.extend({
  requiresEmailVerification: z.literal(true),
});

/** `POST /api/profile`: the user as they are now. */
export const profileUpdatedResponseSchema = messageResponseSchema.extend({
  user: sessionUserSchema,
});

/** `POST /api/change-password`: this browser's new session (the others were signed out). */
export const passwordChangedResponseSchema = messageResponseSchema.extend({
  customToken: z.string(),
});

/** Admin callable `setUserRole`. */
export const setUserRoleRequestSchema = z.object({
  uid: documentId('There is no account with that id.'),
  role: z.enum(ROLES, { error: `Choose one of the roles: ${ROLES.join(', ')}.` }),
});

/** Admin callable `listUsers`: a page of accounts, optionally filtered by email or username prefix. */
const PAGE_SIZE_MESSAGE = 'Choose a page size from 1 to 100.';
const PAGE_EXPIRED = 'This page of users is no longer available. Start from the first page.';
export const listUsersRequestSchema = z.object({
  search: z
    .string({ error: 'Search by an email address or the start of a username.' })
    .trim()
    .max(254, 'Search by an email address or the start of a username.')
    .optional(),
  pageToken: z.string({ error: PAGE_EXPIRED }).max(2000, PAGE_EXPIRED).optional(),
  pageSize: z
    .number({ error: PAGE_SIZE_MESSAGE })
    .int(PAGE_SIZE_MESSAGE)
    .min(1, PAGE_SIZE_MESSAGE)
    .max(100, PAGE_SIZE_MESSAGE)
    .default(25),
});

export const adminUserRowSchema = z.object({
  uid: z.string(),
  email: z.string(),
  username: z.string(),
  displayName: z.string(),
  role: roleSchema,
  emailVerified: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

/** Admin callable `listUsers`. */
export const listUsersResponseSchema = z.object({
  users: z.array(adminUserRowSchema),
  nextPageToken: z.string().nullable(),
});

/** Admin callable `setUserRole`. */
export const roleChangedResponseSchema = messageResponseSchema.extend({ user: adminUserRowSchema });
