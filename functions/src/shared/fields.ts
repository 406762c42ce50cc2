import { z } from './zod';

/** Field rules every public form shares (SPEC §3, §5): trimmed text and lower-cased email. */

/**
 * The hidden honeypot field every public form carries. People never see or fill it; a bot that
 * fills it is answered as if all went well, and its submission is stored as spam without mail.
 */
export const HONEYPOT_FIELD = 'website';
export const honeypot = z.string().max(2000).optional();

export const trimmed = (max: number, label: string, required = `${label} is required`) =>
  z.string({ message: required }).trim().max(max, `${label} must be at most ${max} characters.`);

export const email = (message: string) =>
  z
    .string({ message })
    .trim()
    .min(1, message)
    .max(254, 'Email is too long.')
    .email(message)
    .transform((value) => value.toLowerCase());
