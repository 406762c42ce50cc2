import { describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api';
import { PASSWORD, registerVerified, signIn, totpNow, type TestAccount } from '../support/accounts';

async function enableTwoFactor(
  client: ApiClient,
): Promise<{ secret: string; recoveryCodes: string[]; enrolmentCode: string }> {
  const setup = await client.post('/api/2fa/setup');
  expect(setup.status).toBe(200);
  const secret = setup.body.secret as string;
  expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
  expect(setup.body.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
  const enrolmentCode = totpNow(secret);
  const enabled = await client.post('/api/2fa/enable', { code: enrolmentCode });
  expect(enabled.status, enabled.text).toBe(200);
  return { secret, recoveryCodes: enabled.body.recoveryCodes as string[], enrolmentCode };
}

async function startLogin(account: TestAccount): Promise<{ client: ApiClient; challenge: string }> {
  const client = new ApiClient();
  const answer = await client.post('/api/login', {
    username: account.username,
    password: PASSWORD,
  });
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({
    success: true,
    requires2FA: true,
    message: '2FA_REQUIRED',
    username: account.username,
  });
  expect(client.cookie).toBeUndefined();
  return { client, challenge: answer.body.challenge as string };
}

describe('two-factor authentication', () => {
  it('enrols with a code, then sign-in needs a code that works only once', async () => {
    const owner = new ApiClient();
    const account = await registerVerified(owner);
    await signIn(owner, account);
    const { secret, recoveryCodes, enrolmentCode } = await enableTwoFactor(owner);
    expect(recoveryCodes).toHaveLength(10);
    const status = await owner.call('/api/2fa/status');
    expect(status.body).toMatchObject({ success: true, enabled: true, recoveryCodesLeft: 10 });
    expect((await owner.call('/api/user')).body.user).toMatchObject({ twoFactorEnabled: true });

    const first = await startLogin(account);
    // The code that confirmed enrolment is spent; the next step's code is fresh.
    const reused = await first.client.post('/api/2fa/verify-login', {
      username: account.username,
      code: enrolmentCode,
      challenge: first.challenge,
    });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(
      'This code has already been used. Wait for the next code and try again.',
    );

    const fresh = totpNow(secret, 1);
    const done = await first.client.post('/api/2fa/verify-login', {
      username: account.username,
      code: fresh,
      challenge: first.challenge,
    });
    expect(done.status, done.text).toBe(200);
    expect(done.body).toMatchObject({ success: true, message: 'Login successful' });
    expect(first.client.cookie).toBeDefined();

    const second = await startLogin(account);
    const again = await second.client.post('/api/2fa/verify-login', {
      username: account.username,
      code: fresh,
      challenge: second.challenge,
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(
      'This code has already been used. Wait for the next code and try again.',
    );
  });

  it('accepts each recovery code once', async () => {
    const owner = new ApiClient();
    const account = await registerVerified(owner);
    await signIn(owner, account);
    const { recoveryCodes } = await enableTwoFactor(owner);
    const recovery = recoveryCodes[0] as string;

    const first = await startLogin(account);
    const used = await first.client.post('/api/2fa/verify-login', {
      username: account.username,
      code: recovery,
      challenge: first.challenge,
    });
    expect(used.status, used.text).toBe(200);

    const second = await startLogin(account);
    const reused = await second.client.post('/api/2fa/verify-login', {
      username: account.username,
      code: recovery,
      challenge: second.challenge,
    });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(
      'That code is not right. Check your authenticator app and try again.',
    );
  });

  it('refuses a wrong code, ends the challenge after five, and never accepts a challenge for another account', async () => {
    const owner = new ApiClient();
    const account = await registerVerified(owner);
    await signIn(owner, account);
    const { secret } = await enableTwoFactor(owner);
    const { client, challenge } = await startLogin(account);

    const format = await client.post('/api/2fa/verify-login', {
      username: account.username,
      code: '12ab',
      challenge,
    });
    expect(format.status).toBe(400);
    expect(format.body.message).toBe('Enter the 6-digit code or a recovery code');

    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await client.post('/api/2fa/verify-login', {
        username: account.username,
        code: '000000',
        challenge,
      });
      expect(wrong.status).toBe(400);
    }
    const ended = await client.post('/api/2fa/verify-login', {
      username: account.username,
      code: totpNow(secret, 1),
      challenge,
    });
    expect(ended.status).toBe(429);
    expect(ended.body).toMatchObject({
      challengeExpired: true,
      message: 'Too many wrong codes. Please sign in again.',
    });

    const other = await startLogin(account);
    const mismatch = await other.client.post('/api/2fa/verify-login', {
      username: 'demo-user',
      code: totpNow(secret, 1),
      challenge: other.challenge,
    });
    expect(mismatch.status).toBe(401);
    expect(mismatch.body.message).toBe('Your sign-in has expired. Please sign in again.');
  });

  it('turns off only with a valid code', async () => {
    const owner = new ApiClient();
    const account = await registerVerified(owner);
    await signIn(owner, account);
    const { secret } = await enableTwoFactor(owner);
    expect((await owner.post('/api/2fa/disable', { code: '000000' })).status).toBe(400);
    const off = await owner.post('/api/2fa/disable', { code: totpNow(secret, 1) });
    expect(off.status, off.text).toBe(200);
    const login = await new ApiClient().post('/api/login', {
      username: account.username,
      password: PASSWORD,
    });
    expect(login.body.message).toBe('Login successful');
  });

  it('needs a session to start enrolment', async () => {
    const answer = await new ApiClient().post('/api/2fa/setup');
    expect(answer.status).toBe(401);
  });
});
