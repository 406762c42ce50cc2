import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONTACT_PHONE_TOO_OFTEN } from '../../src/shared/contact-phone';
import { contactPhone } from '../../src/content/contact-phone';
import { ApiClient, type ApiAnswer } from '../support/api';
import { admin, registerVerified, signIn } from '../support/accounts';
import { jwtClaims, sessionCookieJwt } from '../support/browser-session';
import { warmWorkers } from '../support/workers';

const PATH = '/api/contact-phone';
/** Answers per account per hour (policies/rate-limits.ts). */
const PER_ACCOUNT = 20;
const PARALLEL = 30;
const SIGNED_OUT = { success: false, message: 'You are not signed in.' };

async function signedInVisitor(): Promise<ApiClient> {
  const client = new ApiClient();
  await signIn(client, await registerVerified(client));
  return client;
}

/** A request carrying `cookie` as its session cookie, as a browser (or an attacker) would send it. */
function withCookie(cookie: string): Promise<ApiAnswer> {
  const client = new ApiClient();
  client.cookie = `__session=${encodeURIComponent(cookie)}`;
  return client.call(PATH);
}

/** `jwt` with its claims changed and its header and signature kept: what a forger can make. */
function reclaimed(jwt: string, changes: Record<string, unknown>): string {
  const [header, , signature] = jwt.split('.');
  const claims = { ...jwtClaims(jwt), ...changes };
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}

describe('GET /api/contact-phone', () => {
  it('refuses a signed-out visitor with 401, without the number', async () => {
    const answer = await new ApiClient().call(PATH);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(SIGNED_OUT);
  });

  it('answers a signed-in visitor with the number, never to be cached', async () => {
    const answer = await (await signedInVisitor()).call(PATH);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({ success: true, phone: await contactPhone() });
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('refuses a forged, an expired and an ended session cookie with 401', async () => {
    const visitor = await signedInVisitor();
    const other = await signedInVisitor();
    const cookie = sessionCookieJwt(visitor);
    const { sessionId } = z.object({ sessionId: z.string() }).parse(jwtClaims(cookie));
    const otherUid = z.string().parse(jwtClaims(sessionCookieJwt(other)).sub);
    const past = Math.floor(Date.now() / 1000) - 60;

    const refused = {
      garbage: await withCookie('not-a-session-cookie'),
      'another account': await withCookie(
        reclaimed(cookie, { sub: otherUid, user_id: otherUid, uid: otherUid }),
      ),
      'a made-up session': await withCookie(
        reclaimed(cookie, { sessionId: 'AAAAAAAAAAAAAAAAAAAAAA' }),
      ),
      'an expired cookie': await withCookie(reclaimed(cookie, { exp: past })),
    };
    for (const [forgery, answer] of Object.entries(refused)) {
      expect([forgery, answer.status, answer.body]).toEqual([forgery, 401, SIGNED_OUT]);
    }
    // The genuine cookie still works, until its session record has expired.
    expect((await withCookie(cookie)).status).toBe(200);
    await admin()
      .db.collection('sessions')
      .doc(sessionId)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    const expired = await withCookie(cookie);
    expect([expired.status, expired.body]).toEqual([401, SIGNED_OUT]);
  });

  describe('under 30 parallel requests from one account', () => {
    beforeAll(() => warmWorkers(PARALLEL), 300_000);

    it('answers exactly the per-account limit with the number and refuses the rest with 429', async () => {
      const visitor = await signedInVisitor();
      const answers = await Promise.all(Array.from({ length: PARALLEL }, () => visitor.call(PATH)));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(PER_ACCOUNT);
      expect(statuses.filter((status) => status === 429)).toHaveLength(PARALLEL - PER_ACCOUNT);

      const refused = answers.find((answer) => answer.status === 429);
      expect(refused?.body).toEqual({
        success: false,
        message: `${CONTACT_PHONE_TOO_OFTEN} Please try again in 1 hour.`,
      });
      expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
      expect((await visitor.call(PATH)).status).toBe(429);
    });
  });

  it('takes GET only', async () => {
    const answer = await (await signedInVisitor()).post(PATH, {});
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD');
  });
});
