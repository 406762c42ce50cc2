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

  it('shows an item the server refused under needs attention, and Edit → fix → Send delivers it', async () => {
    const { page } = session;
    const email = `fixed-${randomUUID().slice(0, 8)}@example.org`;
    const subject = `Refused ${randomUUID().slice(0, 6)}`;
    await page.goto('/#contact');
    await waitForServiceWorkerControl(page);
    await page.locator('#contact form[data-live]').waitFor();
    // A message queued earlier that the server refuses on replay (its address is not one), as
    // the worker stores it; then the page asks for a replay, as it does when back online.
    await page.evaluate(
      async ({ body, key }) => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open('offline-queue', 1);
          request.onupgradeneeded = () =>
            request.result.createObjectStore('entries', { keyPath: 'id' });
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        await new Promise<void>((resolve, reject) => {
          const write = db.transaction('entries', 'readwrite');
          write.objectStore('entries').put({
            id: crypto.randomUUID(),
            kind: 'contact',
            path: '/api/contact',
            body,
            headers: { 'content-type': 'application/json', 'idempotency-key': key },
            createdAt: Date.now(),
            state: 'waiting',
            attempts: 0,
            nextAttemptAt: Date.now(),
          });
          write.oncomplete = () => resolve();
          write.onerror = () => reject(write.error);
        });
        navigator.serviceWorker.controller?.postMessage({ type: 'REPLAY_QUEUE' });
      },
      {
        body: JSON.stringify({
          name: 'Ada Lovelace',
          email: 'ada-at-example.org',
          subject,
          message: 'Queued with a typo in the address.',
        }),
        key: randomUUID(),
      },
    );

    const indicator = page.getByRole('button', { name: 'Unsent items: 1' });
    await indicator.click();
    const list = page.getByRole('dialog', { name: 'Saved while offline' });
    const item = list.getByTestId('queued-item');
    await expect.poll(() => item.getAttribute('data-state')).toBe('attention');
    await expect(item.getByText('Needs attention').isVisible()).resolves.toBe(true);
    await expect(item.getByText('Please enter a valid email address.').isVisible()).resolves.toBe(
      true,
    );

    await item.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Send a Message' });
    await expect.poll(() => form.getByLabel('Subject').inputValue()).toBe(subject);
    await expect(form.getByLabel('Email').inputValue()).resolves.toBe('ada-at-example.org');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Send Message' }).click();

    await page.getByText('Success!').waitFor();
    await indicator.waitFor({ state: 'detached' });
    await expect.poll(() => mailTo(email).then((mails) => mails.length)).toBe(1);
    const owner = (await mailTo(profile.email)).filter((mail) => mail.subject.includes(subject));
    expect(owner).toHaveLength(1);
  });
});
