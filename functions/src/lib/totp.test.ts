import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  generateRecoveryCodes,
  generateTotpSecret,
  hashRecoveryCode,
  matchTotp,
  otpauthUrl,
  totpAt,
} from './totp';

// RFC 6238 appendix B, SHA1 secret "12345678901234567890" (last 6 digits of the 8-digit vectors).
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('matches the RFC 6238 vector at %i s', (seconds, code) => {
    expect(totpAt(RFC_SECRET, Math.floor(seconds / 30))).toBe(code);
  });

  it('round-trips base32', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255, 7]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
  });

  it('accepts the current code and one step of drift, and names the step', () => {
    const secret = generateTotpSecret();
    const now = 1_700_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(matchTotp(secret, totpAt(secret, step), now)).toBe(step);
    expect(matchTotp(secret, totpAt(secret, step - 1), now)).toBe(step - 1);
    expect(matchTotp(secret, totpAt(secret, step + 1), now)).toBe(step + 1);
    expect(matchTotp(secret, totpAt(secret, step - 3), now)).toBeNull();
    expect(matchTotp(secret, '12345', now)).toBeNull();
  });

  it('builds an otpauth URL authenticator apps read', () => {
    const url = otpauthUrl('ABC', 'ada@example.com', 'Portfolio');
    const [base, query] = url.split('?');
    expect(decodeURIComponent(base ?? '')).toBe('otpauth://totp/Portfolio:ada@example.com');
    const params = new URLSearchParams(query);
    expect(params.get('secret')).toBe('ABC');
    expect(params.get('issuer')).toBe('Portfolio');
    expect(params.get('digits')).toBe('6');
  });

  it('makes distinct recovery codes whose hash ignores case and dashes', () => {
    const codes = generateRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    const first = codes[0] ?? '';
    expect(hashRecoveryCode(first.toLowerCase().replace('-', ''))).toBe(hashRecoveryCode(first));
  });
});
