import { z } from './zod';
import { HONEYPOT_FIELD, email, honeypot } from './fields';

/** Project details open after the visitor proves an inbox with an emailed code. */
export const VERIFY_CODE_LENGTH = 6;
export const requestVerificationCodeSchema = z.object({
  email: email('Please enter a valid email address.'),
  [HONEYPOT_FIELD]: honeypot,
});
export const verifyCodeSchema = z.object({
  email: email('Please enter a valid email address.'),
  code: z
    .string({ message: 'Enter the 6-digit code from the email.' })
    .trim()
    .min(VERIFY_CODE_LENGTH, 'Enter the 6-digit code from the email.')
    .max(12, 'Enter the 6-digit code from the email.'),
});
export const CODE_SENT_MESSAGE = 'We have emailed you a 6-digit code. It is valid for 10 minutes.';
export const CODE_VERIFIED_MESSAGE = 'Email verified. The project details are now open to you.';
export const CODE_INVALID_MESSAGE = 'That code is not valid or has expired. Request a new one.';
