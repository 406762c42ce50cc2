import { z } from './zod';
import { messageResponseSchema } from './api-response';
import { timestampSchema } from './document-fields';

/** Two-factor sign-in (TOTP with recovery codes). The request bodies live in auth.ts. */

/** `GET /api/2fa/status`. */
export const twoFactorStatusResponseSchema = z.object({
  success: z.literal(true),
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int().nonnegative(),
});

/** `POST /api/2fa/setup`: the new secret, shown once, for the authenticator app. */
export const twoFactorSetupResponseSchema = z.object({
  success: z.literal(true),
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCodeDataUrl: z.string(),
});

/** `POST /api/2fa/enable`: the recovery codes, shown to the user once. */
export const twoFactorEnabledResponseSchema = messageResponseSchema.extend({
  recoveryCodes: z.array(z.string()),
});

/**
 * `twoFactor/{uid}`: the TOTP secret (base32), hashes of unused recovery codes and the last time
 * step used (a code works once). Server only, not even the owner: whoever reads it mints codes.
 */
export const twoFactorDocumentSchema = z.object({
  secret: z.string().optional(),
  /** A secret being enrolled, until the user proves their app has it. */
  pendingSecret: z.string().optional(),
  recoveryHashes: z.array(z.string()).optional(),
  lastUsedStep: z.number().int().optional(),
  enabledAt: timestampSchema.optional(),
});
export type TwoFactorDocument = z.infer<typeof twoFactorDocumentSchema>;

/** `loginChallenges/{sha256(token)}`: a sign-in whose password was right, waiting for its code. */
export const loginChallengeDocumentSchema = z.object({
  uid: z.string(),
  attempts: z.number().int().nonnegative(),
  expiresAt: timestampSchema,
});
export type LoginChallengeDocument = z.infer<typeof loginChallengeDocumentSchema>;
