import { z } from 'zod';
import { ApiClient } from './api';
import { firestoreHost, projectId } from './emulators';

/** What a browser's Firebase SDK does with the custom tokens our API hands out, on the emulators. */

const exchangedSchema = z.object({ idToken: z.string() });

/** `signInWithCustomToken`: Firebase Auth exchanges a custom token for an ID token. */
export async function exchangeCustomToken(customToken: string): Promise<string> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: customToken, returnSecureToken: true }),
    },
  );
  const body: unknown = await response.json();
  return exchangedSchema.parse(body).idToken;
}

/** The HTTP status Firestore answers a read of `path` made with `idToken` (200, or 403 from the rules). */
export async function firestoreReadStatus(path: string, idToken: string): Promise<number> {
  const { host, port } = firestoreHost();
  const response = await fetch(
    `http://${host}:${port}/v1/projects/${projectId()}/databases/(default)/documents/${path}`,
    { headers: { Authorization: `Bearer ${idToken}` } },
  );
  await response.body?.cancel();
  return response.status;
}

/** The payload of a JWT (custom token, ID token or session cookie), unverified. */
export function jwtClaims(jwt: string): Record<string, unknown> {
  const payload = jwt.split('.')[1] ?? '';
  const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  return z.record(z.string(), z.unknown()).parse(claims);
}

/** The session cookie's JWT from a client's `__session=…` pair. */
export function sessionCookieJwt(client: ApiClient): string {
  const pair = client.cookie;
  if (!pair) throw new Error('The client holds no session cookie.');
  return decodeURIComponent(pair.slice(pair.indexOf('=') + 1));
}

/**
 * Requests presenting a copy of `client`'s cookie as it is now, every time: a kept or stolen
 * cookie, which no answer's Set-Cookie clears.
 */
export function replaying(client: ApiClient): Pick<ApiClient, 'call' | 'post'> {
  const cookie = client.cookie;
  const copy = (): ApiClient => {
    const replay = new ApiClient();
    replay.cookie = cookie;
    return replay;
  };
  return {
    call: (path, init) => copy().call(path, init),
    post: (path, json) => copy().post(path, json),
  };
}
