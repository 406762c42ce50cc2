import { describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api';
import {
  PASSWORD,
  linkIn,
  mailTo,
  registerVerified,
  uniqueName,
  type MailDoc,
  signIn,
} from '../support/accounts';

const RESEND =
  'If that address belongs to an account that still needs verifying, we have sent a new verification email.';
const FORGOT =
  'If an account uses that email address, we have sent it a link to reset the password.';

describe('password reset and verification resend', () => {
  it('gives the same answer for a known and an unknown address, mailing only the real account', async () => {
    const client = new ApiClient();
    const account = await registerVerified(client);
    const ghost = `${uniqueName('ghost')}@example.org`;
    const known = await new ApiClient().post('/api/forgot-password', { email: account.email });
    const unknown = await new ApiClient().post('/api/forgot-password', { email: ghost });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ success: true, message: FORGOT });
    expect(unknown.body).toEqual(known.body);
    expect(
      (await mailTo(account.email)).some((mail) => mail.message.subject.includes('Reset')),
    ).toBe(true);
    expect(await mailTo(ghost)).toHaveLength(0);
  });

  it('resets the password through the emailed link; the old password stops working', async () => {
    const client = new ApiClient();
    const account = await registerVerified(client);
    const signedIn = new ApiClient();
    await signIn(signedIn, account);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await client.post('/api/forgot-password', { email: account.email });
    const mail = (await mailTo(account.email)).find((item) =>
      item.message.subject.includes('Reset'),
    ) as MailDoc;
    const token = linkIn(mail, '/reset-password').searchParams.get('oobCode');

    const weak = await client.post('/api/reset-password', { token, newPassword: 'weakpass' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    );

    const done = await client.post('/api/reset-password', {
      token,
      newPassword: 'Brand-New-Pass2',
    });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ success: true, message: 'Password reset successful' });

    // Sessions from before the reset end with it.
    expect((await signedIn.call('/api/user')).status).toBe(401);
    expect(
      (await new ApiClient().post('/api/login', { username: account.username, password: PASSWORD }))
        .status,
    ).toBe(401);
    expect(
      (
        await new ApiClient().post('/api/login', {
          username: account.username,
          password: 'Brand-New-Pass2',
        })
      ).status,
    ).toBe(200);

    const reused = await client.post('/api/reset-password', {
      token,
      newPassword: 'Another-Pass3',
    });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(
      'This reset link is invalid or has expired. Please request a new one.',
    );
  });

  it('resends verification only to an unverified account, with one answer for all', async () => {
    const client = new ApiClient();
    const username = uniqueName();
    const email = `${username}@example.org`;
    await client.post('/api/register', {
      username,
      email,
      password: PASSWORD,
      role: 'general_user',
    });
    const verified = await registerVerified(new ApiClient());

    const pending = await new ApiClient().post('/api/resend-verification', { email });
    const done = await new ApiClient().post('/api/resend-verification', { email: verified.email });
    const ghost = await new ApiClient().post('/api/resend-verification', {
      email: `${uniqueName()}@example.org`,
    });
    for (const answer of [pending, done, ghost])
      expect(answer.body).toEqual({ success: true, message: RESEND });
    expect(
      (await mailTo(email)).filter((mail) => mail.message.subject.includes('Verify')),
    ).toHaveLength(2);
    expect(
      (await mailTo(verified.email)).filter((mail) => mail.message.subject.includes('Verify')),
    ).toHaveLength(1);
  });

  it('limits mails per address with 429', async () => {
    const email = `${uniqueName()}@example.org`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await new ApiClient().post('/api/forgot-password', { email })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('refuses an invalid email with 400', async () => {
    const answer = await new ApiClient().post('/api/forgot-password', { email: 'nope' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Please enter a valid email address');
  });
});
