// docs/product.md states every bound as "longer than N", so each check is a strict `>` on the trimmed
// text: a purpose of exactly 5 characters is still too short.

/** A business purpose (every phone reveal) counts once it is longer than this. */
export const PURPOSE_MIN_LENGTH = 5;

export function isValidPurpose(purpose: string): boolean {
  return purpose.trim().length > PURPOSE_MIN_LENGTH;
}
