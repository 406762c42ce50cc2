import { z } from '../shared/zod';
import { identityToolkitUrl } from './config';

/** A failure reported by the Identity Toolkit REST API, e.g. `INVALID_LOGIN_CREDENTIALS`. */
export class IdentityToolkitError extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = 'IdentityToolkitError';
  }
}

const failureSchema = z.object({ error: z.object({ message: z.string() }) });

async function call<S extends z.ZodType>(
  method: string,
  body: Record<string, unknown>,
  answer: S,
): Promise<z.infer<S>> {
  const response = await fetch(identityToolkitUrl(method), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json: unknown = await response.json().catch(() => ({}));
  if (!response.ok) {
    // Messages look like "INVALID_PASSWORD" or "TOO_MANY_ATTEMPTS_TRY_LATER : details".
    const failure = failureSchema.safeParse(json);
    const message = failure.success ? failure.data.error.message : `HTTP_${response.status}`;
    throw new IdentityToolkitError(message.split(' ')[0] ?? 'UNKNOWN');
  }
  const parsed = answer.safeParse(json);
  if (!parsed.success) throw new IdentityToolkitError('UNEXPECTED_ANSWER');
  return parsed.data;
}

const signedInSchema = z.object({ localId: z.string(), idToken: z.string() });
const idTokenSchema = z.object({ idToken: z.string() });
const emailSchema = z.object({ email: z.string() });

/** Checks a password the way Firebase Auth does; resolves to the account's uid. */
export async function verifyPassword(
  email: string,
  password: string,
): Promise<{ uid: string; idToken: string }> {
  const result = await call(
    'accounts:signInWithPassword',
    { email, password, returnSecureToken: true },
    signedInSchema,
  );
  return { uid: result.localId, idToken: result.idToken };
}

/** Exchanges a custom token for an ID token (needed to mint a session cookie). */
export async function exchangeCustomToken(customToken: string): Promise<string> {
  const result = await call(
    'accounts:signInWithCustomToken',
    { token: customToken, returnSecureToken: true },
    idTokenSchema,
  );
  return result.idToken;
}

/** Applies an email-verification code from a link. */
export async function applyEmailVerificationCode(oobCode: string): Promise<{ email: string }> {
  return call('accounts:update', { oobCode }, emailSchema);
}

/** Sets a new password with a reset code from a link. */
export async function resetPasswordWithCode(
  oobCode: string,
  newPassword: string,
): Promise<{ email: string }> {
  return call('accounts:resetPassword', { oobCode, newPassword }, emailSchema);
}

export const BAD_CREDENTIALS = new Set([
  'INVALID_PASSWORD',
  'EMAIL_NOT_FOUND',
  'INVALID_LOGIN_CREDENTIALS',
  'INVALID_EMAIL',
]);
