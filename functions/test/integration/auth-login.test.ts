import { describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api';
import { PASSWORD, registerVerified, signIn, uniqueName } from '../support/accounts';

const INVALID = 'Invalid username or password.';

describe('sign-in and session', () => {
  it('signs in by username (any case) or email, sets an httpOnly __session cookie and returns a custom token', async () => {
    const client = new ApiClient();
    const account = await registerVerified(client);
    const answer = await client.post('/api/login', {
      username: account.username.toUpperCase(),
      password: PASSWORD,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: 'Login successful' });
    expect(answer.body.user).toMatchObject({
      email: account.email,
      role: 'general_user',
      isAdmin: false,
      emailVerified: true,
    });
    expect(typeof answer.body.customToken).toBe('string');
    const cookie = answer.headers.getSetCookie().find((value) => value.startsWith('__session='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);

    const byEmail = await new ApiClient().post('/api/login', {
      username: account.email,
      password: PASSWORD,
    });
    expect(byEmail.status).toBe(200);
  });

  it('answers GET /api/user with the user while signed in and 401 after logout', async () => {
    const client = new ApiClient();
    const account = await registerVerified(client);
    expect((await client.call('/api/user')).status).toBe(401);
    await signIn(client, account);
    const me = await client.call('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({
      username: account.username,
      email: account.email,
      twoFactorEnabled: false,
    });

    const out = await client.post('/api/logout');
    expect(out.body).toEqual({ success: true, message: 'Logged out' });
    expect(client.cookie).toBeUndefined();
    expect((await client.call('/api/user')).status).toBe(401);
  });

  it('gives the same 401 for a wrong password and for an unknown account', async () => {
    const client = new ApiClient();
    const account = await registerVerified(client);
    const wrong = await client.post('/api/login', {
      username: account.username,
      password: 'Wrong-pass1',
    });
    const unknown = await client.post('/api/login', {
      username: uniqueName('ghost'),
      password: 'Wrong-pass1',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, message: INVALID });
    expect(unknown.body).toEqual(wrong.body);
  });

  it.each([
    [{ username: '', password: 'x' }, 'Enter your username or email'],
    [{ username: 'someone', password: '' }, 'Enter your password'],
  ])('refuses incomplete input %j with 400', async (body, message) => {
    const answer = await new ApiClient().post('/api/login', body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  it('asks an unverified account to verify first, with the address to resend to', async () => {
    const client = new ApiClient();
    const username = uniqueName();
    const email = `${username}@example.org`;
    await client.post('/api/register', {
      username,
      email,
      password: PASSWORD,
      role: 'general_user',
    });
    const answer = await client.post('/api/login', { username, password: PASSWORD });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({
      success: false,
      message: 'Please verify your email before logging in',
      requiresEmailVerification: true,
      email,
    });
    expect(client.cookie).toBeUndefined();
  });

  it('refuses the sixth failed sign-in from one address with 429 and Retry-After, while other addresses are still checked', async () => {
    const owner = new ApiClient();
    const account = await registerVerified(owner);
    const attacker = new ApiClient();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await attacker.post('/api/login', {
        username: account.username,
        password: 'Wrong-pass1',
      });
      expect(wrong.status).toBe(401);
    }
    const refused = await attacker.post('/api/login', {
      username: account.email,
      password: 'Wrong-pass1',
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.message).toBe('Too many sign-in attempts. Please try again in 15 minutes.');

    const elsewhere = await new ApiClient().post('/api/login', {
      username: account.username,
      password: 'Wrong-pass1',
    });
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.body.message).toBe(INVALID);
    const right = await owner.post('/api/login', {
      username: account.username,
      password: PASSWORD,
    });
    expect(right.status, right.text).toBe(200);
    expect(owner.cookie).toBeDefined();
  });

  it('limits failed sign-ins per IP across accounts', async () => {
    const attacker = new ApiClient();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      statuses.push(
        (
          await attacker.post('/api/login', {
            username: uniqueName('victim'),
            password: 'Guess-pass1',
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses[20]).toBe(429);
  });

  it('refuses a state-changing call from another site (CSRF)', async () => {
    const client = new ApiClient();
    const answer = await client.call('/api/login', {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
      json: { username: 'demo-user', password: 'DemoUser2026' },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('This request came from another website and was refused.');
  });
});

describe('POST /api/session/token', () => {
  it('gives a signed-in browser a custom token for its Firebase SDK, and nobody else one', async () => {
    const client = new ApiClient();
    const account = await registerVerified(client);
    const anonymous = await client.post('/api/session/token');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.customToken).toBeUndefined();

    await signIn(client, account);
    const answer = await client.post('/api/session/token');
    expect(answer.status).toBe(200);
    const [, payload] = String(answer.body.customToken).split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as {
      uid: string;
    };
    expect(claims.uid).toBe(account.uid);
  });
});
