import { Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
  generateRecoveryCodes,
  generateTotpSecret,
  hashRecoveryCode,
  matchTotp,
  otpauthUrl,
  totpAt,
} from './totp';

// RFC 6238 appendix B, SHA1 secret "12345678901234567890" (last 6 digits of the 8-digit vectors),
// written as enrolments store secrets: unpadded upper-case base32.
const RFC_SECRET = Secret.fromLatin1('12345678901234567890').base32;

describe('TOTP', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('matches the RFC 6238 vector at %i s', (seconds, code) => {
    expect(totpAt(RFC_SECRET, Math.floor(seconds / 30))).toBe(code);
    expect(matchTotp(RFC_SECRET, code, seconds * 1000)).toBe(Math.floor(seconds / 30));
  });

  it('reads secrets as earlier enrolments stored them (unpadded base32 of 20 bytes)', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(Secret.fromBase32(secret).bytes).toHaveLength(20);
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
    const secret = generateTotpSecret();
    const url = otpauthUrl(secret, 'ada@example.com', 'Portfolio');
    const [base, query] = url.split('?');
    expect(decodeURIComponent(base ?? '')).toBe('otpauth://totp/Portfolio:ada@example.com');
    const params = new URLSearchParams(query);
    expect(params.get('secret')).toBe(secret);
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
