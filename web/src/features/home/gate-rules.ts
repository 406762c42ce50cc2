// SPEC §5 and §9 state every bound as "longer than N", so each check is a strict `>` on the trimmed
// text: a purpose of exactly 5 characters is still too short.

/** A business purpose (every phone reveal) counts once it is longer than this. */
export const PURPOSE_MIN_LENGTH = 5;

/** CV Download Registration: each field must be longer than its bound. */
export const CV_REGISTRATION_MIN_LENGTH = { name: 3, email: 5, purpose: 5 } as const;

export interface CvRegistration {
  name: string;
  email: string;
  purpose: string;
}

export function isValidPurpose(purpose: string): boolean {
  return purpose.trim().length > PURPOSE_MIN_LENGTH;
}

export function isValidCvRegistration({ name, email, purpose }: CvRegistration): boolean {
  return (
    name.trim().length > CV_REGISTRATION_MIN_LENGTH.name &&
    email.trim().length > CV_REGISTRATION_MIN_LENGTH.email &&
    purpose.trim().length > CV_REGISTRATION_MIN_LENGTH.purpose
  );
}
