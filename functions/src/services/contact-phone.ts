import { CONTACT_PHONE_TOO_OFTEN } from '../shared/contact-phone';
import { contactPhone } from '../content/contact-phone';
import { reserve } from '../lib/rate-limiter';
import { contactPhoneLimit } from '../policies/rate-limits';

/** The owner's phone number for a signed-in account, within its limit (429 past it). */
export async function contactPhoneFor(uid: string): Promise<string> {
  await reserve(contactPhoneLimit(uid), { reason: CONTACT_PHONE_TOO_OFTEN });
  return contactPhone();
}
