import type { SessionUser } from '../shared/auth';
import { z } from '../shared/zod';
import { SESSION_DAYS } from '../lib/config';
import { errorCode } from '../lib/errors';
import { exchangeCustomToken } from '../lib/identity-toolkit';
import { auth, readProfile, toSessionUser, updateProfile } from './user-records';

export interface MintedSession {
  cookie: string;
  /** For the browser's `signInWithCustomToken`, so Firestore rules see the same user. */
  customToken: string;
  maxAgeSeconds: number;
}

/** Creates a session for an account whose credentials (and second factor) were just checked. */
export async function mintSession(uid: string): Promise<MintedSession> {
  const customToken = await customTokenFor(uid);
  const idToken = await exchangeCustomToken(customToken);
  const maxAgeSeconds = SESSION_DAYS * 24 * 60 * 60;
  const cookie = await auth().createSessionCookie(idToken, { expiresIn: maxAgeSeconds * 1000 });
  return { cookie, customToken, maxAgeSeconds };
}

/** A fresh custom token, so a browser can re-create its Firebase session from the cookie's. */
export function customTokenFor(uid: string): Promise<string> {
  return auth().createCustomToken(uid);
}

interface SessionClaims {
  uid: string;
  auth_time: number;
}

const cookiePayloadSchema = z.object({ sub: z.string(), auth_time: z.number() });

/**
 * The claims of an authentic, unexpired session cookie, or undefined.
 *
 * Firebase marks every session revoked when an account's refresh tokens are revoked, which also
 * happens on a role change (and, in the emulator, on an email change). Those must not sign anyone
 * out, so Firebase's verdict on revocation is not final: the Admin SDK checks signature and expiry
 * before it looks at revocation, so a "revoked" answer still proves the cookie authentic, and our
 * own marker (`sessionsValidAfter`, set by sign-out-everywhere and password changes) decides.
 */
async function verifiedClaims(cookie: string): Promise<SessionClaims | undefined> {
  try {
    return await auth().verifySessionCookie(cookie, true);
  } catch (error) {
    if (errorCode(error) !== 'auth/session-cookie-revoked') return undefined;
    const payload = cookie.split('.')[1] ?? '';
    const claims = cookiePayloadSchema.safeParse(
      JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')),
    );
    return claims.success ? { uid: claims.data.sub, auth_time: claims.data.auth_time } : undefined;
  }
}

/**
 * The signed-in user behind a session cookie, or undefined. Role and verification are read fresh
 * from Auth on every call, so a role an admin changes applies at the user's next page load.
 */
export async function readSession(cookie: string | undefined): Promise<SessionUser | undefined> {
  if (!cookie) return undefined;
  const decoded = await verifiedClaims(cookie);
  if (!decoded) return undefined;
  const [user, profile] = await Promise.all([
    auth()
      .getUser(decoded.uid)
      .catch(() => undefined),
    readProfile(decoded.uid),
  ]);
  if (!user || user.disabled) return undefined;
  if (profile?.sessionsValidAfter && decoded.auth_time * 1000 < profile.sessionsValidAfter)
    return undefined;
  return toSessionUser(user, profile);
}

/** Signs the account out everywhere: every session cookie and every browser's Firebase session. */
export async function endAllSessions(uid: string): Promise<void> {
  // Whole seconds, like `auth_time`, so a session made in this same second afterwards stays valid.
  await updateProfile(uid, { sessionsValidAfter: Math.floor(Date.now() / 1000) * 1000 });
  await auth().revokeRefreshTokens(uid);
}
