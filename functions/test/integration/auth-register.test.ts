import { describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api';
import { PASSWORD, admin, linkIn, mailTo, uniqueName, type MailDoc } from '../support/accounts';

const REGISTERED = 'Registration successful. Please check your email to verify your account.';
const BUSINESS_ONLY =
  'Business Associate accounts need a business email address. Free email providers such as Gmail or Outlook are not accepted.';

function validBody(overrides: Record<string, unknown> = {}) {
  const username = uniqueName();
  return {
    username,
    email: `${username}@example.org`,
    password: PASSWORD,
    role: 'general_user',
    ...overrides,
  };
}

describe('POST /api/register', () => {
  it('creates the account with its role claim and profile, and emails a verification link to our page', async () => {
    const client = new ApiClient();
    const body = validBody({ username: `Ada${uniqueName('')}` });
    const answer = await client.post('/api/register', body);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      success: true,
      message: REGISTERED,
      requiresEmailVerification: true,
    });

    const user = await admin().auth.getUserByEmail(body.email);
    expect(user.emailVerified).toBe(false);
    expect(user.customClaims).toEqual({ role: 'general_user' });
    const profile = (await admin().db.doc(`users/${user.uid}`).get()).data();
    expect(profile).toMatchObject({
      username: body.username,
      usernameLower: body.username.toLowerCase(),
      role: 'general_user',
    });
    const claim = await admin().db.doc(`usernames/${body.username.toLowerCase()}`).get();
    expect(claim.get('uid')).toBe(user.uid);

    const [mail] = await mailTo(body.email);
    expect(mail?.message.subject).toMatch(/Verify your email/);
    const link = linkIn(mail as MailDoc, '/verify-email');
    expect(link.origin).toBe('http://127.0.0.1:5000');
  });

  it.each([
    ['username', { username: 'ab' }, 'Username must be at least 3 characters long'],
    [
      'username',
      { username: 'bad name!' },
      'Username may use letters, numbers, dots, dashes and underscores only',
    ],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['password', { password: 'Short1' }, 'Password must be at least 8 characters long'],
    [
      'password',
      { password: 'alllowercase1' },
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    [
      'password',
      { password: 'NoDigitsHere' },
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    ['role', { role: 'admin' }, 'Choose Personal Account or Business Associate'],
    ['role', { role: 'ceo' }, 'Choose Personal Account or Business Associate'],
  ])('refuses an invalid %s with 400 and its message: %j', async (field, overrides, message) => {
    const answer = await new ApiClient().post('/api/register', validBody(overrides));
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(answer.body.message).toBe(message);
    expect((answer.body.errors as Record<string, string[]>)[field]).toContain(message);
  });

  it('refuses a free-mail address for a business associate and accepts a company one', async () => {
    const client = new ApiClient();
    const refused = await client.post(
      '/api/register',
      validBody({ role: 'business_associate', email: `${uniqueName()}@gmail.com` }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(BUSINESS_ONLY);
    expect((refused.body.errors as Record<string, string[]>).email).toEqual([BUSINESS_ONLY]);

    const accepted = await client.post(
      '/api/register',
      validBody({ role: 'business_associate', email: `${uniqueName()}@acme-labs.example` }),
    );
    expect(accepted.status).toBe(201);
  });

  it('keeps usernames unique regardless of case', async () => {
    const client = new ApiClient();
    const first = validBody();
    expect((await client.post('/api/register', first)).status).toBe(201);
    const again = await client.post(
      '/api/register',
      validBody({ username: first.username.toUpperCase() }),
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('That username is already taken. Please choose another.');
  });

  it('answers an already-registered email exactly like a new one, and tells the owner instead', async () => {
    const client = new ApiClient();
    const first = validBody();
    await client.post('/api/register', first);
    const secondBody = validBody({ email: first.email });
    const second = await client.post('/api/register', secondBody);
    expect(second.status).toBe(201);
    expect(second.body.message).toBe(REGISTERED);
    const subjects = (await mailTo(first.email)).map((mail) => mail.message.subject);
    expect(subjects.some((subject) => subject.includes('already have'))).toBe(true);
    const sameEmail = await admin().auth.getUsers([{ email: first.email }]);
    expect(sameEmail.users).toHaveLength(1);
    // The second username was released, so it can still be registered.
    expect(
      (await admin().db.doc(`usernames/${secondBody.username.toLowerCase()}`).get()).exists,
    ).toBe(false);
  });

  it('limits registrations per IP with 429 and Retry-After', async () => {
    const client = new ApiClient();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1)
      statuses.push((await client.post('/api/register', validBody())).status);
    expect(statuses).toEqual(Array(10).fill(201));
    const limited = await client.post('/api/register', validBody());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('POST /api/verify-email', () => {
  it('verifies with the code from the emailed link and refuses a bad code', async () => {
    const client = new ApiClient();
    const body = validBody();
    await client.post('/api/register', body);
    const [mail] = await mailTo(body.email);
    const code = linkIn(mail as MailDoc, '/verify-email').searchParams.get('oobCode');
    const verified = await client.post('/api/verify-email', { code });
    expect(verified.status).toBe(200);
    expect((await admin().auth.getUserByEmail(body.email)).emailVerified).toBe(true);

    const bad = await client.post('/api/verify-email', { code: 'not-a-real-code' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(
      'This verification link is invalid or has expired. Sign in to request a new one.',
    );
  });
});
