import { phoneNumberSchema } from './content/profile-schema';
import { z } from './zod';

/**
 * `GET /api/contact-phone`: the owner's phone number, for a signed-in visitor only (401 otherwise).
 * The business purpose the page asks for first stays in the browser: nothing of it is sent.
 */
export const contactPhoneResponseSchema = z.object({
  success: z.literal(true),
  phone: phoneNumberSchema,
});
export type ContactPhoneResponse = z.infer<typeof contactPhoneResponseSchema>;

/** The reason a visitor over the per-account limit reads before "Please try again in …". */
export const CONTACT_PHONE_TOO_OFTEN = 'You have asked for the phone number too often.';
