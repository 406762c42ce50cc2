import { phoneNumberSchema } from '../shared/content/profile-schema';

// Server-only content: nothing under functions/src/shared (which the web bundles) may import this
// file, so the number reaches a visitor only through `GET /api/contact-phone`, after sign-in. It
// is built in for now; when content becomes editable without a rebuild, `contactPhone()` is the
// one place that reads the owner's stored number instead (and checks it with the same rule).

// Ofcom's drama range: a real-looking UK mobile number that can never ring anyone.
const CONTACT_PHONE = phoneNumberSchema.parse('+44 7700 900123');

/** The owner's phone number as people read it: `+`, the country code, then spaced digits. */
export async function contactPhone(): Promise<string> {
  return CONTACT_PHONE;
}
