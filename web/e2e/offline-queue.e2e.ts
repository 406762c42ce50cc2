import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { profile } from '@shared/content/profile';
import { mailTo } from './support/mailbox';
import { putQueuedEntry } from './support/offline-queue';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/browser';
import {
  baseUrl,
  openSession,
  waitForServiceWorkerControl,
  type BrowserSession,
} from './support/session';

let session: BrowserSession;

beforeEach(async () => {
  session = await openSession();
});
afterEach(async () => {
  await session.close();
});

const QUEUED = "Saved. It will be sent when you're back online.";

/** Fills in and sends the contact form of a page already on `/#contact` and live. */
async function sendContact(page: Page, email: string, subject: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Send a Message' });
  await form.getByLabel('Name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('Written on a train with no signal.');
  await form.getByRole('button', { name: 'Send Message' }).click();
}

/**
 * A submission queued earlier, as the worker stores it, that the server will refuse on replay;
 * then the page asks for a replay, as it does when back online.
 */
async function queueForReplay(page: Page, kind: string, path: string, fields: object) {
  const now = Date.now();
  await putQueuedEntry(
    page,
    {
      id: randomUUID(),
      kind,
      path,
      body: JSON.stringify(fields),
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      createdAt: now,
      state: 'waiting',
      attempts: 0,
      nextAttemptAt: now,
    },
    { replay: true },
  );
}

/**
 * The footer's newsletter form, live (it hydrates as it scrolls into view). The two-tab and
 * closed-browser cases subscribe rather than write: the e2e browser counts as one address, and
 * the contact form's limit (5 an hour) belongs to the contact cases.
 */
async function openNewsletterForm(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/`);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await waitForServiceWorkerControl(page);
  const footer = page.locator('footer');
  await footer.scrollIntoViewIfNeeded();
  await footer.locator('form[data-live]').waitFor();
}

async function subscribe(page: Page, email: string): Promise<void> {
  const footer = page.locator('footer');
  await footer.getByLabel('Email address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
}

async function openContactForm(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/#contact`);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await waitForServiceWorkerControl(page);
  await page.locator('#contact form[data-live]').waitFor();
}

describe('offline submissions', () => {
  it('keeps a contact message sent offline and delivers it once when the connection returns', async () => {
    const { page, context } = session;
    const email = `offline-${randomUUID().slice(0, 8)}@example.org`;
    const subject = `Offline ${randomUUID().slice(0, 6)}`;
    await openContactForm(page);

    await context.setOffline(true);
    await sendContact(page, email, subject);

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
    await queueForReplay(page, 'contact', '/api/contact', {
      name: 'Ada Lovelace',
      email: 'ada-at-example.org',
      subject,
      message: 'Queued with a typo in the address.',
    });

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

  it('delivers once with two tabs open while the connection returns', async () => {
    const { context, page: first } = session;
    const second = await context.newPage();
    const email = `two-tabs-${randomUUID().slice(0, 8)}@example.org`;
    await openNewsletterForm(first);
    await openNewsletterForm(second);

    await context.setOffline(true);
    await subscribe(first, email);
    await first.getByText(QUEUED).first().waitFor();
    // Every tab shows the count: the queue is the origin's, not the tab's.
    for (const tab of [first, second])
      await tab.getByRole('button', { name: 'Unsent items: 1' }).waitFor();

    await context.setOffline(false);
    await Promise.all(
      [first, second].map((tab) =>
        tab.evaluate(() =>
          navigator.serviceWorker.controller?.postMessage({ type: 'REPLAY_QUEUE' }),
        ),
      ),
    );
    for (const tab of [first, second]) {
      await tab.getByRole('button', { name: /^Unsent items/ }).waitFor({ state: 'detached' });
    }
    await expect.poll(() => mailTo(email).then((mails) => mails.length)).toBe(1);
    await first.waitForTimeout(3000);
    expect(await mailTo(email)).toHaveLength(1);
  });

  it('delivers once after the browser was closed with the message queued and opened again', async () => {
    const profileDir = mkdtempSync(path.join(tmpdir(), 'queue-profile-'));
    const open = () =>
      chromium.launchPersistentContext(profileDir, {
        executablePath: CHROMIUM_PATH,
        args: CHROMIUM_ARGS,
      });
    const email = `closed-${randomUUID().slice(0, 8)}@example.org`;
    try {
      const before = await open();
      const page = before.pages()[0] ?? (await before.newPage());
      await page.addInitScript({ content: "localStorage.setItem('hasSeenIntro', 'true')" });
      await openNewsletterForm(page);
      await before.setOffline(true);
      await subscribe(page, email);
      await page.getByText(QUEUED).first().waitFor();
      await before.close();
      expect(await mailTo(email)).toHaveLength(0);

      // Later, online again: opening the site starts the worker, which replays what it kept.
      const after = await open();
      const again = after.pages()[0] ?? (await after.newPage());
      await again.goto(`${baseUrl()}/`);
      await expect
        .poll(() => mailTo(email).then((mails) => mails.length), { timeout: 30_000 })
        .toBe(1);
      await again.waitForTimeout(3000);
      expect(await mailTo(email)).toHaveLength(1);
      await after.close();
    } finally {
      rmSync(profileDir, { recursive: true, force: true });
    }
  });

  it('reopens a refused project inquiry in its floating panel, and the fixed one is delivered once', async () => {
    const { page } = session;
    const email = `inquiry-${randomUUID().slice(0, 8)}@example.org`;
    const title = `Tutor ${randomUUID().slice(0, 6)}`;
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    await queueForReplay(page, 'project-inquiry', '/api/project-inquiry', {
      category: 'ai-development',
      title,
      description: 'An AI tutor that adapts to each pupil.',
      urgency: 'medium',
      contactEmail: 'not-an-address',
    });
    await page.getByRole('button', { name: 'Unsent items: 1' }).click();
    const list = page.getByRole('dialog', { name: 'Saved while offline' });
    const item = list.getByTestId('queued-item');
    await expect.poll(() => item.getAttribute('data-state')).toBe('attention');
    await item.getByRole('button', { name: 'Edit' }).click();

    const panel = page.getByRole('dialog', { name: 'Share Your Project Idea' });
    await expect.poll(() => panel.getByLabel('Project title').inputValue()).toBe(title);
    await panel.getByLabel('Your email').fill(email);
    await panel.getByRole('button', { name: 'Submit Inquiry' }).click();
    await page.getByText('Project Inquiry Submitted').waitFor();
    await page.getByRole('button', { name: /^Unsent items/ }).waitFor({ state: 'detached' });
    await expect.poll(() => mailTo(email).then((mails) => mails.length)).toBe(1);
  });
});
