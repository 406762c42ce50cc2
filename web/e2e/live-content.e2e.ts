import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOKING_CONFIRMED_TITLE } from '@shared/bookings';
import { profile } from '@shared/content/profile';
import { services } from '@shared/content/services';
import { quinnChatAnswerSchema } from '@shared/quinn/chat';
import { fromAddress } from '../../scripts/lib/client-address';
import { demo, signInViaUi } from './support/accounts';
import { untouchedDays } from './support/calendar';
import { storedWhere } from './support/firestore';
import { baseUrl, openSession, type BrowserSession } from './support/session';

const sessions: BrowserSession[] = [];
async function open(): Promise<BrowserSession> {
  const session = await openSession();
  sessions.push(session);
  return session;
}

afterEach(async () => {
  await Promise.all(sessions.splice(0).map((session) => session.close()));
});

const DEEP_DIVE = services.find((service) => service.id === 'technical-deep-dive');

async function openEditor(page: Page, document: string): Promise<void> {
  await page.goto(`/admin-content?document=${document}`);
  await page.getByRole('button', { name: 'Publish' }).waitFor();
}

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /^Published as version \d+\.$/ })
    .waitFor();
}

async function revertToBuiltIn(page: Page, document: string): Promise<void> {
  await openEditor(page, document);
  const more = page.getByRole('button', { name: 'Load more' });
  await page.getByRole('list', { name: 'Versions' }).waitFor();
  while (await more.isVisible()) {
    await more.click();
    await page.waitForTimeout(300);
  }
  await page.getByRole('button', { name: 'Revert to version 0' }).click();
  await page
    .getByRole('dialog', { name: 'Revert to version 0?' })
    .getByRole('button', { name: 'Revert' })
    .click();
  await page.getByText(/^Version 0 is published again, as version \d+\.$/).waitFor();
}

async function quinnQuotesDeepDive(): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/quinn-chat`, {
    method: 'POST',
    headers: {
      ...fromAddress(`e2e-live-${randomUUID()}`),
      'Content-Type': 'application/json',
      Origin: baseUrl(),
    },
    body: JSON.stringify({
      message: 'How much is a technical deep dive?',
      userId: `live-${randomUUID()}`,
    }),
  });
  return quinnChatAnswerSchema.parse(await response.json()).response.message;
}

/** What a visitor who has never been here sees: the home page's HTML, then the page once live. */
async function newVisitorSees(headline: string, price: number): Promise<void> {
  const { page, errors } = await open();
  // The HTML itself, before any script: what a search engine or a phone's first paint reads.
  await expect
    .poll(async () => (await page.request.get('/')).text(), { timeout: 15_000 })
    .toContain(headline);
  await page.goto('/');
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  // Still the headline once React has adopted the page: the browser drew the same content.
  expect(await page.locator('.hero__headline').textContent()).toBe(headline);
  const wizard = page.locator('#booking-wizard');
  await wizard.scrollIntoViewIfNeeded();
  await wizard
    .getByRole('radio', { name: new RegExp(`Technical Deep Dive.*£${price}`) })
    .waitFor({ state: 'attached' });
  await expect.poll(() => quinnQuotesDeepDive(), { timeout: 15_000 }).toContain(`£${price}`);
  expect(errors).toEqual([]);
}

/** Books a Technical Deep Dive through the wizard; what the server stored it at. */
async function bookDeepDive(): Promise<unknown> {
  const { page, errors } = await open();
  const [date] = await untouchedDays(page.request);
  if (!date) throw new Error('No day with free slots.');
  const email = `live-${randomUUID().slice(0, 8)}@example.org`;
  await page.goto('/#booking-wizard');
  const wizard = page.locator('#booking-wizard');
  await wizard.getByRole('heading', { name: 'Book a Session' }).waitFor();
  await wizard.getByRole('textbox', { name: 'Full name' }).fill('Ada Lovelace');
  await wizard.getByRole('textbox', { name: 'Email' }).fill(email);
  await wizard.getByRole('radio', { name: /Technical Deep Dive/ }).check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByLabel('Preferred date').fill(date);
  await wizard.getByRole('radio', { name: '10:00', exact: true }).check();
  await wizard.getByRole('button', { name: 'Review' }).click();
  await wizard.getByRole('button', { name: 'Confirm Booking' }).click();
  await page.getByText(BOOKING_CONFIRMED_TITLE, { exact: true }).waitFor();
  expect(errors).toEqual([]);
  const [booking] = await storedWhere('bookings', 'email', email);
  return booking?.amount;
}

describe('content the owner publishes', () => {
  it('reaches a new visitor on the home page, in the wizard, in Quinn and in the price charged, and a revert brings the old back', async () => {
    if (!DEEP_DIVE) throw new Error('The catalogue has no Technical Deep Dive.');
    const { page: admin } = await open();
    const owner = demo('admin');
    await signInViaUi(admin, owner.username, owner.password);
    await admin.waitForURL('**/admin');

    const headline = `Builder of calm software ${randomUUID().slice(0, 6)}`;
    await openEditor(admin, 'profile');
    await admin.getByRole('textbox', { name: 'Headline' }).fill(headline);
    await publish(admin);
    await openEditor(admin, 'services');
    await admin.getByRole('button', { name: `2. ${DEEP_DIVE.name}`, expanded: false }).click();
    await admin
      .getByRole('listitem')
      .filter({ has: admin.getByText(`2. ${DEEP_DIVE.name}`, { exact: true }) })
      .getByRole('spinbutton', { name: 'Price' })
      .fill('265');
    await publish(admin);

    await newVisitorSees(headline, 265);
    expect(await bookDeepDive()).toEqual({ integerValue: '265' });

    await revertToBuiltIn(admin, 'profile');
    await revertToBuiltIn(admin, 'services');
    await newVisitorSees(profile.headline, DEEP_DIVE.price);
  }, 180_000);
});
