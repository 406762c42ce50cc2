import type { SessionUser } from '../shared/auth';
import { SESSION_DAYS } from '../lib/config';
import { exchangeCustomToken } from '../lib/identity-toolkit';
import { auth, readProfile, toSessionUser, updateProfile } from './users';

export interface MintedSession {
  cookie: string;
  /** For the browser's `signInWithCustomToken`, so Firestore rules see the same user. */
  customToken: string;
  maxAgeSeconds: number;
}

/** Creates a session for an account whose credentials (and second factor) were just checked. */
export async function mintSession(uid: string): Promise<MintedSession> {
  const customToken = await auth().createCustomToken(uid);
  const idToken = await exchangeCustomToken(customToken);
  const maxAgeSeconds = SESSION_DAYS * 24 * 60 * 60;
  const cookie = await auth().createSessionCookie(idToken, { expiresIn: maxAgeSeconds * 1000 });
  return { cookie, customToken, maxAgeSeconds };
}

/**
 * The signed-in user behind a session cookie, or undefined. Role and verification are read fresh
 * from Auth on every call, so a role an admin changes applies at the user's next page load.
 */
export async function readSession(cookie: string | undefined): Promise<SessionUser | undefined> {
  if (!cookie) return undefined;
  let decoded: { uid: string; auth_time: number };
  try {
    // Revocation is checked below against our own marker: refresh-token revocation also happens
    // on role changes, which must not sign anyone out.
    decoded = await auth().verifySessionCookie(cookie, false);
  } catch {
    return undefined;
  }
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
