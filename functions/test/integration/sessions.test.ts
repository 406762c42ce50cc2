import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiClient } from '../support/api';
import {
  callCallable,
  registerAdmin,
  registerVerified,
  signIn,
  type TestAccount,
} from '../support/accounts';
import {
  exchangeCustomToken,
  firestoreReadStatus,
  jwtClaims,
  replaying,
  sessionCookieJwt,
} from '../support/browser-session';
import { warmWorkers } from '../support/workers';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Signs in and returns the custom token the page would hand to `signInWithCustomToken`. */
async function signInForToken(client: ApiClient, account: TestAccount): Promise<string> {
  const answer = await client.post('/api/login', {
    username: account.username,
    password: account.password,
  });
  expect(answer.status, answer.text).toBe(200);
  return z.string().parse(answer.body.customToken);
}

/** What a signed-in browser can do with its Firebase ID token: read its profile, call the admin area. */
async function access(account: TestAccount, idToken: string) {
  const [profile, callable] = await Promise.all([
    firestoreReadStatus(`users/${account.uid}`, idToken),
    callCallable('listUsers', {}, idToken),
  ]);
  return { profile, callable: callable.error?.status ?? 'OK' };
}
const GRANTED = { profile: 200, callable: 'OK' };
const REFUSED = { profile: 403, callable: 'UNAUTHENTICATED' };

describe('POST /api/logout', () => {
  it('ends the session: the same cookie then gets 401 and mints no custom token; other devices stay signed in', async () => {
    const here = new ApiClient();
    const elsewhere = new ApiClient();
    const account = await registerVerified(here);
    await signIn(here, account);
    await signIn(elsewhere, account);
    const kept = replaying(here);

    const out = await here.post('/api/logout');
    expect(out.body).toEqual({ success: true, message: 'Logged out' });

    const me = await kept.call('/api/user');
    expect(me.status).toBe(401);
    expect(me.body).toEqual({ success: false, message: 'You are not signed in.' });
    const token = await kept.post('/api/session/token');
    expect(token.status).toBe(401);
    expect(token.body.customToken).toBeUndefined();
    expect((await kept.post('/api/logout-everywhere')).status).toBe(401);

    expect((await elsewhere.call('/api/user')).status).toBe(200);
    expect((await elsewhere.post('/api/session/token')).status).toBe(200);
  });
});

describe('POST /api/logout-everywhere', () => {
  it('ends every session, the caller’s too, even sessions made in the same second', async () => {
    const account = await registerVerified(new ApiClient());
    let sameSecond = false;
    // Sessions carry their sign-in time in whole seconds; start each try at the top of a second so
    // the sign-ins and the sign-out fall into one. A try that straddles two still has to pass.
    for (let attempt = 0; attempt < 5 && !sameSecond; attempt += 1) {
      await sleep(1000 - (Date.now() % 1000));
      const caller = new ApiClient();
      const other = new ApiClient();
      await Promise.all([signIn(caller, account), signIn(other, account)]);
      const kept = [replaying(caller), replaying(other)];
      const signInSeconds = [caller, other].map((client) =>
        z.number().parse(jwtClaims(sessionCookieJwt(client)).auth_time),
      );

      const answer = await caller.post('/api/logout-everywhere');
      const signOutSecond = Math.floor(Date.now() / 1000);
      expect(answer.body).toEqual({ success: true, message: 'Signed out on every device.' });
      for (const client of kept) {
        expect((await client.call('/api/user')).status).toBe(401);
        expect((await client.post('/api/session/token')).status).toBe(401);
      }
      sameSecond = signInSeconds.every((second) => second === signOutSecond);
    }
    expect(sameSecond, 'no try signed in and out within one second').toBe(true);

    const again = new ApiClient();
    await signIn(again, account);
    expect((await again.call('/api/user')).status).toBe(200);
  });
});

describe('sign-out under parallel requests', () => {
  // Thirty requests at once need thirty emulator workers: started beforehand, a few at a time.
  beforeAll(() => warmWorkers(30), 300_000);

  it('answers 200 or 401, never 500, and leaves no session behind', async () => {
    const account = await registerVerified(new ApiClient());
    // One after another: parallel sign-ins of one account are the brute-force limit's business.
    const devices: ApiClient[] = [];
    for (let i = 0; i < 4; i += 1) {
      const device = new ApiClient();
      await signIn(device, account);
      devices.push(device);
    }
    const kept = devices.map(replaying);
    const [everywhere, here] = kept;
    if (!everywhere || !here) throw new Error('Two devices are needed.');

    // At once: one device signs out everywhere 10 times, another signs itself out 10 times, and
    // both ask for Firebase tokens 5 times each.
    const times = <T>(count: number, request: () => Promise<T>): Promise<T>[] =>
      Array.from({ length: count }, request);
    const [everywhereAnswers, others] = await Promise.all([
      Promise.all(times(10, () => everywhere.post('/api/logout-everywhere'))),
      Promise.all([
        ...times(10, () => here.post('/api/logout')),
        ...times(5, () => everywhere.post('/api/session/token')),
        ...times(5, () => here.post('/api/session/token')),
      ]),
    ]);
    for (const answer of [...everywhereAnswers, ...others]) {
      expect([200, 401], answer.text).toContain(answer.status);
    }
    // Nothing but a sign-out everywhere ends that device's session, so one of them got through.
    expect(everywhereAnswers.some((answer) => answer.status === 200)).toBe(true);

    for (const device of kept) {
      expect((await device.call('/api/user')).status).toBe(401);
      expect((await device.post('/api/session/token')).status).toBe(401);
    }
  });
});

describe('the custom token returned at sign-in', () => {
  it('is refused after sign-out, with whatever Firebase session was or is made from it', async () => {
    const client = new ApiClient();
    const account = await registerAdmin(client);
    const customToken = await signInForToken(client, account);
    const idToken = await exchangeCustomToken(customToken);
    expect(await access(account, idToken)).toEqual(GRANTED);
    // The page's later re-connect token belongs to the same session.
    const reconnect = await client.post('/api/session/token');
    const reconnectToken = z.string().parse(reconnect.body.customToken);

    await client.post('/api/logout');

    expect(await access(account, idToken)).toEqual(REFUSED);
    // Firebase Auth still exchanges an unexpired custom token; what it yields is worth nothing.
    expect(await access(account, await exchangeCustomToken(customToken))).toEqual(REFUSED);
    expect(await access(account, await exchangeCustomToken(reconnectToken))).toEqual(REFUSED);
  });

  it('is short-lived: a Firebase session made from it more than five minutes after it was issued is refused', async () => {
    const client = new ApiClient();
    const account = await registerAdmin(client);
    const customToken = await signInForToken(client, account);
    const payload = z
      .object({
        iat: z.number(),
        claims: z.object({ sessionId: z.string(), exchangeBy: z.number() }),
      })
      .parse(jwtClaims(customToken));
    expect(payload.claims.exchangeBy - payload.iat).toBeGreaterThan(0);
    expect(payload.claims.exchangeBy - payload.iat).toBeLessThanOrEqual(5 * 60);
    expect(await access(account, await exchangeCustomToken(customToken))).toEqual(GRANTED);

    // The same token exchanged after its deadline (the Auth emulator takes unsigned JSON tokens;
    // Firebase itself would take the real one for up to an hour).
    const late = JSON.stringify({
      uid: account.uid,
      claims: { ...payload.claims, exchangeBy: Math.floor(Date.now() / 1000) - 1 },
    });
    expect(await access(account, await exchangeCustomToken(late))).toEqual(REFUSED);
    expect((await client.call('/api/user')).status).toBe(200);
  });
});

describe('a sign-in our API did not make', () => {
  it('acts for nobody: a password sent straight to Firebase Auth skips our limits and two-factor, so its token reads nothing and calls nothing', async () => {
    const client = new ApiClient();
    const account = await registerAdmin(client);
    const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
    const direct = await fetch(
      `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email: account.email,
          password: account.password,
          returnSecureToken: true,
        }),
      },
    );
    const { idToken } = z.object({ idToken: z.string() }).parse(await direct.json());
    expect(await access(account, idToken)).toEqual(REFUSED);
    // The same account signed in through our API is let in.
    expect(
      await access(account, await signInForToken(client, account).then(exchangeCustomToken)),
    ).toEqual(GRANTED);
  });
});
