import { describe, expect, it } from 'vitest';
import { defaultContent } from '../shared/content/defaults';
import { profile } from '../shared/content/profile';
import { maskedPhoneSchema, phoneNumberSchema } from '../shared/content/profile-schema';
import { contactPhone } from './contact-phone';

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('the owner’s phone number (server-only content)', () => {
  it('is an international number that the masked form begins like', async () => {
    const phone = await contactPhone();
    expect(phoneNumberSchema.safeParse(phone).success).toBe(true);
    const countryCode = /^\+\d+/.exec(profile.phoneMasked)?.[0];
    expect(countryCode).toBe('+44');
    expect(phone.startsWith(`${countryCode} `)).toBe(true);
  });

  it('is in none of the content the site is built from', async () => {
    const national = (await contactPhone()).replace(/^\+\d+/, '').replace(/\D/g, '');
    expect(national).toHaveLength(10);
    for (const text of strings(defaultContent)) {
      expect(text.replace(/\D/g, '')).not.toContain(national);
    }
  });

  it('lets a masked form carry the country code only', () => {
    expect(maskedPhoneSchema.safeParse(profile.phoneMasked).success).toBe(true);
    expect(maskedPhoneSchema.safeParse('+44 7700 ••••••').success).toBe(false);
    expect(maskedPhoneSchema.safeParse('•••• 900123').success).toBe(false);
  });
});
