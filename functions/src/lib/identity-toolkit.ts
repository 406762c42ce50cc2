import { identityToolkitUrl } from './config';

/** A failure reported by the Identity Toolkit REST API, e.g. `INVALID_LOGIN_CREDENTIALS`. */
export class IdentityToolkitError extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = 'IdentityToolkitError';
  }
}

async function call<T>(method: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(identityToolkitUrl(method), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json().catch(() => ({}))) as T & { error?: { message?: string } };
  if (!response.ok) {
    // Messages look like "INVALID_PASSWORD" or "TOO_MANY_ATTEMPTS_TRY_LATER : details".
    throw new IdentityToolkitError(
      (json.error?.message ?? `HTTP_${response.status}`).split(' ')[0] ?? 'UNKNOWN',
    );
  }
  return json;
}

/** Checks a password the way Firebase Auth does; resolves to the account's uid. */
export async function verifyPassword(
  email: string,
  password: string,
): Promise<{ uid: string; idToken: string }> {
  const result = await call<{ localId: string; idToken: string }>('accounts:signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  return { uid: result.localId, idToken: result.idToken };
}

/** Exchanges a custom token for an ID token (needed to mint a session cookie). */
export async function exchangeCustomToken(customToken: string): Promise<string> {
  const result = await call<{ idToken: string }>('accounts:signInWithCustomToken', {
    token: customToken,
    returnSecureToken: true,
  });
  return result.idToken;
}

/** Applies an email-verification code from a link. */
export async function applyEmailVerificationCode(oobCode: string): Promise<{ email: string }> {
  return call<{ email: string }>('accounts:update', { oobCode });
}

/** Sets a new password with a reset code from a link. */
export async function resetPasswordWithCode(
  oobCode: string,
  newPassword: string,
): Promise<{ email: string }> {
  return call<{ email: string }>('accounts:resetPassword', { oobCode, newPassword });
}

export const BAD_CREDENTIALS = new Set([
  'INVALID_PASSWORD',
  'EMAIL_NOT_FOUND',
  'INVALID_LOGIN_CREDENTIALS',
  'INVALID_EMAIL',
]);
