import { describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api';
import { mailTo, uniqueName } from '../support/accounts';

const codeIn = async (email: string): Promise<string> => {
  const mails = await mailTo(email);
  const match = /Your code is (\d{6})/.exec(mails.at(-1)?.message.text ?? '');
  if (!match?.[1]) throw new Error('no code mailed');
  return match[1];
};

describe('access codes: the emailed code for project details', () => {
  it('mails a 6-digit code that verifies once', async () => {
    const email = `${uniqueName('curious')}@example.com`;
    const client = new ApiClient();
    const sent = await client.post('/api/verify-code/request', { email });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.message).toBe(
      'We have emailed you a 6-digit code. It is valid for 10 minutes.',
    );
    const code = await codeIn(email);

    const ok = await client.post('/api/verify-code', { email, code });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true });
    const again = await client.post('/api/verify-code', { email, code });
    expect(again.status).toBe(400);
  });

  it('refuses a wrong code, and uses the code up after five wrong tries', async () => {
    const email = `${uniqueName('curious')}@example.com`;
    const client = new ApiClient();
    await client.post('/api/verify-code/request', { email });
    const code = await codeIn(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const answer = await client.post('/api/verify-code', { email, code: wrong });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('That code is not valid or has expired. Request a new one.');
    }
    expect((await client.post('/api/verify-code', { email, code })).status).toBe(400);
  });

  it('refuses a body over 64 KiB with 413', async () => {
    const answer = await new ApiClient().post('/api/verify-code/request', {
      email: `${uniqueName('curious')}@example.com`,
      padding: 'x'.repeat(70 * 1024),
    });
    expect(answer.status).toBe(413);
  });

  it('refuses a code shorter than 6 characters without checking it', async () => {
    const answer = await new ApiClient().post('/api/verify-code', {
      email: 'someone@example.com',
      code: '123',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Enter the 6-digit code from the email.');
  });

  it('limits code requests per email with 429, and sends no mail for a honeypot', async () => {
    const email = `${uniqueName('curious')}@example.com`;
    for (let i = 0; i < 3; i++)
      expect((await new ApiClient().post('/api/verify-code/request', { email })).status).toBe(200);
    expect((await new ApiClient().post('/api/verify-code/request', { email })).status).toBe(429);

    const trapped = `${uniqueName('bot')}@example.com`;
    const bot = await new ApiClient().post('/api/verify-code/request', {
      email: trapped,
      website: 'x',
    });
    expect(bot.status).toBe(200);
    expect(await mailTo(trapped)).toHaveLength(0);
  });
});
