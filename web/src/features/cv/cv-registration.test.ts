import { describe, expect, it } from 'vitest';
import { cvRegistrationSchema } from './cv-registration';

const isValidCvRegistration = (registration: object): boolean =>
  cvRegistrationSchema.safeParse(registration).success;

describe('cvRegistrationSchema (name > 3, email > 5, purpose > 5, trimmed)', () => {
  const ok = { name: 'Anne', email: 'a@b.co', purpose: 'Hiring' };

  it('accepts values just past every bound', () => {
    expect(isValidCvRegistration(ok)).toBe(true);
  });

  it.each([
    ['name', ' Ann '],
    ['email', ' a@b.c '],
    ['purpose', ' Hirin '],
  ] as const)('refuses a %s at its bound once trimmed', (field, value) => {
    expect(isValidCvRegistration({ ...ok, [field]: value })).toBe(false);
  });
});
