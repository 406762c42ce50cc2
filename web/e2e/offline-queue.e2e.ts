import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { profile } from '@shared/content/profile';
import { mailTo } from './support/mailbox';
import { openSession, waitForServiceWorkerControl, type BrowserSession } from './support/session';

let session: BrowserSession;

beforeEach(async () => {
  session = await openSession();
});
afterEach(async () => {
  await session.close();
});

const QUEUED = "Saved. It will be sent when you're back online.";

describe('offline submissions', () => {
  it('keeps a contact message sent offline and delivers it once when the connection returns', async () => {
    const { page, context } = session;
    const email = `offline-${randomUUID().slice(0, 8)}@example.org`;
    const subject = `Offline ${randomUUID().slice(0, 6)}`;
    await page.goto('/#contact');
    await waitForServiceWorkerControl(page);
    const form = page.getByRole('form', { name: 'Send a Message' });
    await page.locator('#contact form[data-live]').waitFor();

    await context.setOffline(true);
    await form.getByLabel('Name').fill('Ada Lovelace');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Message').fill('Written on a train with no signal.');
    await form.getByRole('button', { name: 'Send Message' }).click();

    // Saved, not sent: the form says so, the indicator counts it, no success toast yet.
    await page.getByText(QUEUED).first().waitFor();
    const indicator = page.getByRole('button', { name: 'Unsent items: 1' });
    await indicator.waitFor();
    expect(await page.getByText('Success!').count()).toBe(0);
    await indicator.click();
    const list = page.getByRole('dialog', { name: 'Saved while offline' });
    await expect(list.getByTestId('queued-item').count()).resolves.toBe(1);
    await expect(list.getByText('Contact message').isVisible()).resolves.toBe(true);
    await list.getByRole('button', { name: 'Close' }).click();

    await context.setOffline(false);
    // Delivered: the form's own success toast, the indicator gone, stored exactly once.
    await page.getByText('Success!').waitFor({ timeout: 30_000 });
    await indicator.waitFor({ state: 'detached' });
    await expect.poll(() => mailTo(email).then((mails) => mails.length)).toBe(1);
    const owner = (await mailTo(profile.email)).filter((mail) => mail.subject.includes(subject));
    expect(owner).toHaveLength(1);
    // And nothing is sent again later.
    await page.waitForTimeout(3000);
    expect(await mailTo(email)).toHaveLength(1);
  });
});
