import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { sha256Hex } from './hashing';

// RFC 6238 TOTP as every authenticator app implements it: HMAC-SHA1, 30 s steps, 6 digits.
const PERIOD_SECONDS = 30;
const DIGITS = 6;

/** The TOTP of a stored base32 secret (enrolments made before this library keep working). */
function totpFor(secret: string, account = '', issuer = ''): TOTP {
  return new TOTP({
    issuer,
    label: account,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new 160-bit secret, base32 as authenticator apps expect it. */
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The 30-second time step an instant falls in. */
export function currentStep(nowMs: number): number {
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp: nowMs });
}

/** The code of a time step: what an authenticator app shows then (tests sign in with it). */
export function totpAt(secret: string, step: number): string {
  return totpFor(secret).generate({ timestamp: step * PERIOD_SECONDS * 1000 });
}

/**
 * The time step a code belongs to (allowing one step of clock drift either way), or null.
 * Callers refuse steps at or before the last one used, so a code works once.
 */
export function matchTotp(secret: string, code: string, nowMs: number): number | null {
  const delta = totpFor(secret).validate({ token: code, timestamp: nowMs, window: 1 });
  return delta === null ? null : currentStep(nowMs) + delta;
}

/** The `otpauth://` URL an authenticator app reads from the QR code. */
export function otpauthUrl(secret: string, account: string, issuer: string): string {
  return totpFor(secret, account, issuer).toString();
}

const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Ten single-use recovery codes like `K7PQ2-M9XWA`; only their hashes are stored. */
export function generateRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes]
      .map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length])
      .join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

export function hashRecoveryCode(code: string): string {
  const normalised = code.replace(/-/g, '').toUpperCase();
  return sha256Hex(normalised);
}
