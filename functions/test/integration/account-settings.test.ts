import { describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api';
import {
  PASSWORD,
  admin,
  linkIn,
  mailTo,
  registerVerified,
  signIn,
  uniqueName,
  type MailDoc,
} from '../support/accounts';

describe('profile and security settings', () => {
  it('changes the display name and the username, keeping usernames unique', async () => {
    const client = new ApiClient();
    const account = await registerVerified(client);
    await signIn(client, account);
    const renamed = uniqueName('renamed');
    const answer = await client.post('/api/profile', {
      displayName: 'Ada Lovelace',
      username: renamed,
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.user).toMatchObject({ displayName: 'Ada Lovelace', username: renamed });
    expect((await admin().db.doc(`usernames/${account.username.toLowerCase()}`).get()).exists).toBe(
      false,
    );
    expect(
      (await new ApiClient().post('/api/login', { username: renamed, password: PASSWORD })).status,
    ).toBe(200);

    const other = await registerVerified(new ApiClient());
    const taken = await client.post('/api/profile', { username: other.username.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('That username is already taken. Please choose another.');
    const short = await client.post('/api/profile', { displayName: 'A' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Name must be at least 2 characters long');
  });

  it('changes the email after the password is confirmed; the new address must be verified again', async () => {
    const client = new ApiClient();
    const account = await registerVerified(client);
    await signIn(client, account);
    const newEmail = `${uniqueName()}@example.net`;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const wrong = await client.post('/api/change-email', { newEmail, password: 'Wrong-pass1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Your current password is not right.');

    const changed = await client.post('/api/change-email', { newEmail, password: PASSWORD });
    expect(changed.status, changed.text).toBe(200);
    expect((await client.call('/api/user')).body.user).toMatchObject({
      email: newEmail,
      emailVerified: false,
    });
    expect(
      (await mailTo(account.email)).some((mail) => mail.message.subject.includes('changed')),
    ).toBe(true);
    const verifyMail = (await mailTo(newEmail))[0] as MailDoc;
    // Unverified again: settings calls wait for the new address to be verified.
    expect((await client.post('/api/profile', { displayName: 'Still Me' })).status).toBe(403);
    await client.post('/api/verify-email', {
      code: linkIn(verifyMail, '/verify-email').searchParams.get('oobCode'),
    });
    expect((await client.post('/api/profile', { displayName: 'Still Me' })).status).toBe(200);
  });

  it('changes the password, signing out other sessions but keeping this one', async () => {
    const mine = new ApiClient();
    const elsewhere = new ApiClient();
    const account = await registerVerified(mine);
    await signIn(mine, account);
    await signIn(elsewhere, account);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const weak = await mine.post('/api/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'short',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe('Password must be at least 8 characters long');

    const changed = await mine.post('/api/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'Changed-Pass9',
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await mine.call('/api/user')).status).toBe(200);
    expect((await elsewhere.call('/api/user')).status).toBe(401);
    expect(
      (
        await new ApiClient().post('/api/login', {
          username: account.username,
          password: 'Changed-Pass9',
        })
      ).status,
    ).toBe(200);
  });

  it('signs out everywhere', async () => {
    const first = new ApiClient();
    const second = new ApiClient();
    const account = await registerVerified(first);
    await signIn(first, account);
    await signIn(second, account);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const answer = await first.post('/api/logout-everywhere');
    expect(answer.body).toEqual({ success: true, message: 'Signed out on every device.' });
    expect((await first.call('/api/user')).status).toBe(401);
    expect((await second.call('/api/user')).status).toBe(401);
    expect(
      (await new ApiClient().post('/api/login', { username: account.username, password: PASSWORD }))
        .status,
    ).toBe(200);
  });

  it('needs a session for every settings call', async () => {
    const client = new ApiClient();
    for (const path of [
      '/api/profile',
      '/api/change-email',
      '/api/change-password',
      '/api/logout-everywhere',
      '/api/2fa/enable',
    ]) {
      const answer = await client.post(path, {});
      expect(answer.status, path).toBe(401);
      expect(answer.body.message).toBe('You are not signed in.');
    }
  });
});
