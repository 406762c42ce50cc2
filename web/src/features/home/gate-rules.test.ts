import { describe, expect, it } from 'vitest';
import { isValidCvRegistration, isValidPurpose } from './gate-rules';

describe('isValidPurpose (SPEC §5: trimmed, longer than 5 characters)', () => {
  it.each([
    ['', false],
    ['hello', false],
    ['   hello   ', false],
    ['\nhello\t', false],
    ['hello!', true],
    ['  Hiring  ', true],
  ])('%j → %s', (purpose, valid) => {
    expect(isValidPurpose(purpose)).toBe(valid);
  });
});

describe('isValidCvRegistration (name > 3, email > 5, purpose > 5, trimmed)', () => {
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
