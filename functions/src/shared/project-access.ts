import { z } from './zod';
import { messageResponseSchema } from './api-response';
import { timestampSchema } from './document-fields';
import { email, publicFormSchema } from './fields';

/** Project details open after the visitor proves an inbox with an emailed code. */
export const VERIFY_CODE_LENGTH = 6;
/** Body of `POST /api/verify-code/request`. */
export const requestVerificationCodeSchema = publicFormSchema({
  email: email('Please enter a valid email address.'),
});
/** Body of `POST /api/verify-code`. */
export const verifyCodeSchema = z.object({
  email: email('Please enter a valid email address.'),
  code: z
    .string({ error: 'Enter the 6-digit code from the email.' })
    .trim()
    .min(VERIFY_CODE_LENGTH, 'Enter the 6-digit code from the email.')
    .max(12, 'Enter the 6-digit code from the email.'),
});
export const CODE_SENT_MESSAGE = 'We have emailed you a 6-digit code. It is valid for 10 minutes.';
export const CODE_VERIFIED_MESSAGE = 'Email verified. The project details are now open to you.';
export const CODE_INVALID_MESSAGE = 'That code is not valid or has expired. Request a new one.';
export const accessCodeSentResponseSchema = messageResponseSchema;
export const accessCodeVerifiedResponseSchema = messageResponseSchema;

/**
 * `emailCodes/{hash of the address}`: the one live code of an address, as a hash. Server only;
 * `expiresAt` lets a TTL policy delete old ones.
 */
export const accessCodeDocumentSchema = z.object({
  codeHash: z.string(),
  wrongAttempts: z.number().int().nonnegative(),
  expiresAt: timestampSchema,
  createdAt: timestampSchema,
});
export type AccessCodeDocument = z.infer<typeof accessCodeDocumentSchema>;
