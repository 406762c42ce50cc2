import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api';
import { admin, mailTo, uniqueName } from '../support/accounts';
import { hostingUrl } from '../support/emulators';

const readerEmail = (): string => `${uniqueName('reader')}@example.com`;

async function subscribers(email: string) {
  return (await admin().db.collection('newsletterSubscribers').where('email', '==', email).get())
    .docs;
}

interface NewsletterMail {
  message: { text: string; headers?: Record<string, string> };
}

function unsubscribeLinkOf(mail: NewsletterMail): URL {
  const match = /https?:\/\/\S+\/unsubscribe\?\S+/.exec(mail.message.text);
  if (!match) throw new Error('no unsubscribe link in the mail');
  return new URL(match[0]);
}

describe('newsletter', () => {
  it('subscribes once: a second subscription succeeds without a second record or mail', async () => {
    const email = readerEmail();
    const client = new ApiClient();
    const first = await client.post('/api/newsletter/subscribe', { email, source: 'footer' });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({ success: true, message: 'Successfully subscribed!' });
    const again = await client.call('/api/newsletter/subscribe', {
      method: 'POST',
      json: { email: email.toUpperCase() },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const docs = await subscribers(email);
    expect(docs.map((doc) => [doc.get('status'), doc.get('source')])).toEqual([
      ['subscribed', 'footer'],
    ]);
    expect(await mailTo(email)).toHaveLength(1);
  });

  it('puts a signed unsubscribe link and one-click List-Unsubscribe headers in the mail', async () => {
    const email = readerEmail();
    await new ApiClient().post('/api/newsletter/subscribe', { email });
    const [mail] = (await mailTo(email)) as unknown as NewsletterMail[];
    if (!mail) throw new Error('no welcome mail');
    const link = unsubscribeLinkOf(mail);
    expect(link.pathname).toBe('/unsubscribe');
    expect(link.searchParams.get('email')).toBe(email);
    expect(mail.message.headers?.['List-Unsubscribe']).toMatch(
      /^<https?:\/\/\S+\/api\/newsletter\/unsubscribe\?email=.+&token=.+>$/,
    );
    expect(mail.message.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('unsubscribes with the signed link, and refuses a forged or foreign token', async () => {
    const email = readerEmail();
    await new ApiClient().post('/api/newsletter/subscribe', { email });
    const [mail] = (await mailTo(email)) as unknown as NewsletterMail[];
    if (!mail) throw new Error('no welcome mail');
    const token = unsubscribeLinkOf(mail).searchParams.get('token') ?? '';

    const forged = await new ApiClient().post('/api/newsletter/unsubscribe', {
      email,
      token: 'A'.repeat(43),
    });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(
      'This unsubscribe link is not valid. Please use the link from your most recent email.',
    );
    const foreign = await new ApiClient().post('/api/newsletter/unsubscribe', {
      email: readerEmail(),
      token,
    });
    expect(foreign.status).toBe(400);
    expect((await subscribers(email))[0]?.get('status')).toBe('subscribed');

    const done = await new ApiClient().post('/api/newsletter/unsubscribe', { email, token });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(
      'You have been unsubscribed. You will not receive any more newsletter emails.',
    );
    expect((await subscribers(email))[0]?.get('status')).toBe('unsubscribed');
    // Pressing the button twice is fine.
    expect(
      (await new ApiClient().post('/api/newsletter/unsubscribe', { email, token })).status,
    ).toBe(200);
  });

  it('honours a mail client’s one-click POST to the List-Unsubscribe link', async () => {
    const email = readerEmail();
    await new ApiClient().post('/api/newsletter/subscribe', { email });
    const [mail] = (await mailTo(email)) as unknown as NewsletterMail[];
    const header = mail?.message.headers?.['List-Unsubscribe'] ?? '';
    const url = new URL(header.slice(1, -1));
    // A mail provider's server: no Origin, no cookie, a form body.
    const response = await fetch(`${hostingUrl()}${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    const answer = { status: response.status, text: await response.text() };
    expect(answer.status, answer.text).toBe(200);
    expect((await subscribers(email))[0]?.get('status')).toBe('unsubscribed');
  });

  it('refuses an address without an at sign with the form’s message', async () => {
    const answer = await new ApiClient().post('/api/newsletter/subscribe', { email: 'nobody' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Please enter a valid email address');
  });

  it('refuses a body over 64 KiB with 413', async () => {
    const answer = await new ApiClient().post('/api/newsletter/subscribe', {
      email: readerEmail(),
      padding: 'x'.repeat(70 * 1024),
    });
    expect(answer.status).toBe(413);
  });

  it('limits subscriptions per IP with 429', async () => {
    const client = new ApiClient();
    for (let i = 0; i < 10; i++)
      expect(
        (await client.post('/api/newsletter/subscribe', { email: readerEmail() })).status,
      ).toBe(201);
    const over = await client.post('/api/newsletter/subscribe', { email: readerEmail() });
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBeTruthy();
  });

  it('records a honeypot subscription as spam, sends nothing, and still lets the person subscribe', async () => {
    const email = readerEmail();
    const bot = await new ApiClient().post('/api/newsletter/subscribe', {
      email,
      website: 'spam',
    });
    expect(bot.status).toBe(201);
    expect((await subscribers(email))[0]?.get('status')).toBe('spam');
    expect(await mailTo(email)).toHaveLength(0);

    await new ApiClient().post('/api/newsletter/subscribe', { email });
    expect((await subscribers(email))[0]?.get('status')).toBe('subscribed');
    expect(await mailTo(email)).toHaveLength(1);
  });
});
