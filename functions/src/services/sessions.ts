import { randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { SessionUser } from '../shared/auth';
import { sessionDocumentSchema } from '../shared/sessions';
import { z } from '../shared/zod';
import { db } from '../lib/admin';
import { SESSION_DAYS } from '../lib/config';
import { MalformedDocumentError, collectionOf } from '../lib/converters';
import { errorCode } from '../lib/errors';
import { exchangeCustomToken } from '../lib/identity-toolkit';
import { malformedDocument } from '../lib/logs';
import { auth, readProfile, toSessionUser } from './user-records';

/**
 * Sessions. Each sign-in makes a `sessions/{id}` record and puts its id, with a deadline for
 * exchanging the token, into the custom token's developer claims. Firebase copies those claims
 * into the ID token it makes from the custom token, into every ID token the browser refreshes from
 * that, and into the session cookie made from the ID token. So the cookie, the browser's Firebase
 * session (Firestore rules, callables) and any later exchange of the same custom token all name
 * one record, and count only while it exists: sign-out deletes it, sign-out everywhere deletes all
 * of the account's. Whole-second timestamps play no part, so no session outlives its sign-out.
 */

/** How long a custom token may wait to be exchanged; the page exchanges it at once. */
export const CUSTOM_TOKEN_EXCHANGE_SECONDS = 5 * 60;
const SESSION_SECONDS = SESSION_DAYS * 24 * 60 * 60;

const sessions = () => collectionOf('sessions', sessionDocumentSchema);

export interface MintedSession {
  cookie: string;
  /** For the browser's `signInWithCustomToken`, so Firestore rules see the same user. */
  customToken: string;
  maxAgeSeconds: number;
}

/** A live session: its record's id and its user, read fresh. */
export interface Session {
  id: string;
  user: SessionUser;
}

// The claims a token of one of our sessions carries (cookie or ID token); `auth_time` is when
// Firebase exchanged the custom token, in seconds, like `exchangeBy`.
const sessionClaimsSchema = z.object({
  uid: z.string(),
  auth_time: z.number(),
  sessionId: z.string().regex(/^[\w-]{22}$/),
  exchangeBy: z.number(),
});
type SessionClaims = z.infer<typeof sessionClaimsSchema>;

function customTokenFor(uid: string, sessionId: string): Promise<string> {
  const exchangeBy = Math.floor(Date.now() / 1000) + CUSTOM_TOKEN_EXCHANGE_SECONDS;
  return auth().createCustomToken(uid, { sessionId, exchangeBy });
}

/** Creates a session for an account whose credentials (and second factor) were just checked. */
export async function mintSession(uid: string): Promise<MintedSession> {
  const sessionId = randomBytes(16).toString('base64url');
  const now = Date.now();
  await sessions()
    .doc(sessionId)
    .create({
      uid,
      createdAt: Timestamp.fromMillis(now),
      expiresAt: Timestamp.fromMillis(now + SESSION_SECONDS * 1000),
    });
  const customToken = await customTokenFor(uid, sessionId);
  const idToken = await exchangeCustomToken(customToken);
  const cookie = await auth().createSessionCookie(idToken, { expiresIn: SESSION_SECONDS * 1000 });
  return { cookie, customToken, maxAgeSeconds: SESSION_SECONDS };
}

/** A fresh custom token of the same session, so a browser can re-create its Firebase session. */
export function browserTokenFor(session: Session): Promise<string> {
  return customTokenFor(session.user.uid, session.id);
}

/** Whether the token's session still stands and the token was exchanged in time: one read. */
async function isLive(claims: SessionClaims): Promise<boolean> {
  if (claims.auth_time > claims.exchangeBy) return false;
  try {
    const record = (await sessions().doc(claims.sessionId).get()).data();
    return record?.uid === claims.uid && record.expiresAt.toMillis() > Date.now();
  } catch (error) {
    if (!(error instanceof MalformedDocumentError)) throw error;
    malformedDocument(error.path, error.problems);
    return false;
  }
}

const cookiePayloadSchema = sessionClaimsSchema.omit({ uid: true }).extend({ sub: z.string() });

/**
 * The session claims of an authentic, unexpired session cookie, or undefined. Whether the session
 * was ended is for its record to say, not for Firebase's per-account revocation: that also
 * happens on a role change, which must not sign anyone out. The Admin SDK checks revocation
 * on the emulator whatever it is asked, but only after signature and expiry, so a "revoked"
 * answer still proves the cookie authentic.
 */
async function cookieClaims(cookie: string): Promise<SessionClaims | undefined> {
  try {
    return sessionClaimsSchema.safeParse(await auth().verifySessionCookie(cookie)).data;
  } catch (error) {
    if (errorCode(error) !== 'auth/session-cookie-revoked') return undefined;
    const payload = cookiePayloadSchema.safeParse(
      JSON.parse(Buffer.from(cookie.split('.')[1] ?? '', 'base64url').toString('utf8')),
    );
    if (!payload.success) return undefined;
    const { sub, ...claims } = payload.data;
    return { ...claims, uid: sub };
  }
}

/**
 * The live session behind a session cookie, or undefined. Role and verification are read fresh
 * from Auth on every call, so a role an admin changes applies at the user's next page load.
 */
export async function openSession(cookie: string | undefined): Promise<Session | undefined> {
  const claims = cookie ? await cookieClaims(cookie) : undefined;
  if (!claims) return undefined;
  const [live, user, profile] = await Promise.all([
    isLive(claims),
    auth()
      .getUser(claims.uid)
      .catch(() => undefined),
    readProfile(claims.uid),
  ]);
  if (!live || !user || user.disabled) return undefined;
  return { id: claims.sessionId, user: toSessionUser(user, profile) };
}

/** The signed-in user behind a session cookie, or undefined. */
export async function readSession(cookie: string | undefined): Promise<SessionUser | undefined> {
  return (await openSession(cookie))?.user;
}

/**
 * Whether a Firebase ID token may act (the callables ask; Firestore rules check the same). Only one
 * made from our custom token may: it names its session, which must be live. A token without one
 * comes from a sign-in our API did not make (a password sent straight to Firebase Auth skips our
 * limits and two-factor), so it acts for nobody.
 */
export async function idTokenMayAct(token: Record<string, unknown>): Promise<boolean> {
  const claims = sessionClaimsSchema.safeParse(token);
  return claims.success && (await isLive(claims.data));
}

/** Signs out the session of this cookie (if it is authentic), wherever its tokens are. */
export async function endSession(cookie: string | undefined): Promise<void> {
  const claims = cookie ? await cookieClaims(cookie) : undefined;
  if (claims) await sessions().doc(claims.sessionId).delete();
}

// A write batch takes at most 500 writes.
const BATCH_SIZE = 500;

/** Signs the account out everywhere: every session it has now, and every browser's Firebase session. */
export async function endAllSessions(uid: string): Promise<void> {
  const { docs } = await sessions().where('uid', '==', uid).select().get();
  for (let start = 0; start < docs.length; start += BATCH_SIZE) {
    const batch = db().batch();
    for (const doc of docs.slice(start, start + BATCH_SIZE)) batch.delete(doc.ref);
    await batch.commit();
  }
  // Browsers' Firebase SDKs can then no longer refresh their ID tokens.
  await auth().revokeRefreshTokens(uid);
}
