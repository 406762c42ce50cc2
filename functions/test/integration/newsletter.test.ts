import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminCall, signedIn } from '../support/admin-api';
import { ApiClient } from '../support/api';
import { admin, mailTo, uniqueName, type MailDoc } from '../support/accounts';
import { hostingUrl } from '../support/emulators';

const readerEmail = (): string => `${uniqueName('reader')}@example.com`;

async function subscribers(email: string) {
  return (await admin().db.collection('newsletterSubscribers').where('email', '==', email).get())
    .docs;
}

function unsubscribeLinkOf(mail: MailDoc): URL {
  const match = /https?:\/\/\S+\/unsubscribe\?\S+/.exec(mail.message.text);
  if (!match) throw new Error('no unsubscribe link in the mail');
  return new URL(match[0]);
}

/** The links of a mail's List-Unsubscribe header (RFC 2369: a list of `<…>`). */
function listUnsubscribeLinks(mail: MailDoc): URL[] {
  const header = mail.headers?.['List-Unsubscribe'] ?? '';
  return [...header.matchAll(/<([^>]+)>/g)].map((match) => new URL(match[1] ?? ''));
}

function oneClickLink(mail: MailDoc): URL {
  const link = listUnsubscribeLinks(mail).find((entry) => entry.protocol.startsWith('http'));
  if (!link) throw new Error(`no one-click link in "${mail.message.subject}"`);
  return link;
}

/** What a mail provider's server sends (RFC 8058): no Origin, no cookie, a form body. */
async function oneClick(link: URL): Promise<{ status: number; text: string }> {
  const response = await fetch(`${hostingUrl()}${link.pathname}${link.search}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  return { status: response.status, text: await response.text() };
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

  it('puts a signed unsubscribe link and top-level List-Unsubscribe headers in the mail', async () => {
    const email = readerEmail();
    await new ApiClient().post('/api/newsletter/subscribe', { email });
    const [mail] = await mailTo(email);
    if (!mail) throw new Error('no welcome mail');
    const link = unsubscribeLinkOf(mail);
    expect(link.pathname).toBe('/unsubscribe');
    expect(link.searchParams.get('email')).toBe(email);
    const links = listUnsubscribeLinks(mail);
    expect(links.filter((entry) => entry.protocol === 'mailto:')).toHaveLength(1);
    expect(oneClickLink(mail).pathname).toBe('/api/newsletter/unsubscribe');
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('unsubscribes with the signed link, and refuses a forged or foreign token', async () => {
    const email = readerEmail();
    await new ApiClient().post('/api/newsletter/subscribe', { email });
    const [mail] = await mailTo(email);
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

  it('honours a mail client’s one-click POST to the List-Unsubscribe link, once', async () => {
    const email = readerEmail();
    await new ApiClient().post('/api/newsletter/subscribe', { email });
    const [mail] = await mailTo(email);
    if (!mail) throw new Error('no welcome mail');
    const first = await oneClick(oneClickLink(mail));
    expect(first.status, first.text).toBe(200);
    const [record] = await subscribers(email);
    expect(record?.get('status')).toBe('unsubscribed');
    // Mail providers retry: the second POST answers the same and changes nothing.
    const second = await oneClick(oneClickLink(mail));
    expect(second).toEqual(first);
    const [after] = await subscribers(email);
    expect(after?.updateTime.isEqual(record?.updateTime ?? after.updateTime)).toBe(true);
    expect(after?.get('unsubscribedAt')).toEqual(record?.get('unsubscribedAt'));
  });

  it('mails an issue once to every subscribed address and never to an unsubscribed one', async () => {
    const { client } = await signedIn('admin');
    const reader = readerEmail();
    const leaver = readerEmail();
    for (const email of [reader, leaver])
      await new ApiClient().post('/api/newsletter/subscribe', { email });
    const [welcome] = await mailTo(leaver);
    if (!welcome) throw new Error('no welcome mail');
    expect((await oneClick(oneClickLink(welcome))).status).toBe(200);

    const issue = {
      issueId: randomUUID(),
      subject: `Spring news ${uniqueName()}`,
      body: 'One.\n\nTwo.',
    };
    const sends = await Promise.all(
      Array.from({ length: 5 }, () => adminCall(client, 'sendNewsletterIssue', issue)),
    );
    for (const sent of sends) expect(sent.status, sent.text).toBe(200);
    const recipients = sends.map((sent) => Number(sent.body.recipients));
    expect(new Set(recipients).size).toBe(1);

    const issuesTo = async (email: string) =>
      (await mailTo(email)).filter((mail) => mail.message.subject === issue.subject);
    expect(await issuesTo(leaver)).toEqual([]);
    const received = await issuesTo(reader);
    expect(received).toHaveLength(1);
    const [mail] = received;
    if (!mail) throw new Error('no issue mail');
    expect(mail.message.text).toContain('One.\n\nTwo.');
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // The issue's own one-click link unsubscribes the reader.
    expect((await oneClick(oneClickLink(mail))).status).toBe(200);
    expect((await subscribers(reader))[0]?.get('status')).toBe('unsubscribed');

    const audit = await admin()
      .db.collection('auditLog')
      .where('targetId', '==', issue.issueId)
      .get();
    expect(audit.docs.map((doc) => doc.get('action'))).toEqual(['newsletter.send']);
    const reused = await adminCall(client, 'sendNewsletterIssue', {
      ...issue,
      body: 'Other text here.',
    });
    expect(reused.status).toBe(409);
  });

  it('lets only admins send an issue', async () => {
    const { client } = await signedIn('user');
    const answer = await adminCall(client, 'sendNewsletterIssue', {
      issueId: randomUUID(),
      subject: 'Not mine',
      body: 'Someone else’s newsletter.',
    });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('Only administrators can send the newsletter.');
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
