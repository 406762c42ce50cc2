import { apiRequest } from '@/lib/api-client';

/** `GET /api/contact-phone`: the owner's number with a session, `401` without one. */
export const CONTACT_PHONE_PATH = '/api/contact-phone';

// Loaded with the request: the schema brings zod, which a plain visit to the home page never loads.
const contactPhoneAnswer = () =>
  import('@shared/contact-phone').then(
    ({ contactPhoneResponseSchema }) => contactPhoneResponseSchema,
  );

/** The owner's phone number; rejects with the API's `ApiError` (401 signed out, 429 too often). */
export async function fetchContactPhone(): Promise<string> {
  return (await apiRequest(CONTACT_PHONE_PATH, contactPhoneAnswer)).phone;
}
