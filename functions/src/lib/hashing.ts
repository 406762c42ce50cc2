import { createHash, timingSafeEqual } from 'node:crypto';

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A Firestore document id derived from a value we must not store in the clear (an email, a key). */
export function hashedId(text: string): string {
  return sha256Hex(text).slice(0, 40);
}

/** Compares two secrets in constant time (a mismatch in length is just a mismatch). */
export function secretsEqual(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
