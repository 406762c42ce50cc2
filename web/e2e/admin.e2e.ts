import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { fromAddress } from '../../scripts/lib/client-address';
import { accessibilityViolations } from './support/axe';
import { demo, signInViaUi } from './support/accounts';
import { baseUrl, openSession, type BrowserSession } from './support/session';

const sessions: BrowserSession[] = [];
async function open(viewport?: { width: number; height: number }): Promise<BrowserSession> {
  const session = await openSession(viewport);
  sessions.push(session);
  return session;
}

afterEach(async () => {
  await Promise.all(sessions.splice(0).map((session) => session.close()));
});

/** Sends `count` contact messages through the public API, each from an address of its own. */
async function sendMessages(count: number): Promise<string> {
  const run = randomUUID().slice(0, 8);
  for (let index = 1; index <= count; index += 1) {
    const response = await fetch(`${baseUrl()}/api/contact`, {
      method: 'POST',
      headers: {
        ...fromAddress(`e2e-admin-${run}-${index}`),
        'Content-Type': 'application/json',
        Origin: baseUrl(),
      },
      body: JSON.stringify({
        name: `Visitor ${index}`,
        email: `visitor-${run}-${index}@example.org`,
        subject: `Paging ${run} #${String(index).padStart(2, '0')}`,
        message: `Message number ${index} of a run that fills more than a page.`,
      }),
    });
    expect(response.status, await response.text()).toBe(201);
  }
  return `Paging ${run}`;
}

/** Every request the page makes from now on, by URL. */
function watchRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** The admin calls among `urls`, by name, in order. */
const adminCalls = (urls: readonly string[]): string[] =>
  urls.flatMap((url) => /\/api\/admin\/(\w+)$/.exec(new URL(url).pathname)?.[1] ?? []);

/** The open section's card once its server data is shown. */
const shown = (page: Page) => page.locator('section[data-server-data="shown"][aria-busy="false"]');

async function signInAsAdmin(page: Page): Promise<void> {
  const admin = demo('admin');
  await signInViaUi(page, admin.username, admin.password);
  await page.waitForURL('**/admin');
}

describe('the admin page', () => {
  it('shows the inbox twenty-five at a time, Load more adds the rest, and opening one changes only its row', async () => {
    const subject = await sendMessages(30);
    const { page, errors } = await open();
    await signInAsAdmin(page);
    const messages = page.getByRole('list', { name: 'Messages' });
    const ours = messages.getByRole('listitem').filter({ hasText: subject });
    await shown(page).waitFor();
    // The rows are drawn in a deferred render after the card has its data (PagedList).
    await expect.poll(() => messages.getByRole('listitem').count(), { timeout: 15_000 }).toBe(25);
    expect(await ours.count()).toBe(25);
    await page.getByText('25 shown, newest first', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => ours.count(), { timeout: 15_000 }).toBe(30);
    expect(await ours.first().textContent()).toContain(`${subject} #30`);
    expect(await ours.last().textContent()).toContain(`${subject} #01`);

    const oldest = ours.last();
    await oldest.scrollIntoViewIfNeeded();
    const before = await oldest.boundingBox();
    await oldest.getByRole('button').click();
    await oldest.getByText('Message number 1 of a run').waitFor();
    await expect
      .poll(() => oldest.getByText('Unread', { exact: true }).count(), { timeout: 15_000 })
      .toBe(0);
    expect((await oldest.boundingBox())?.y).toBe(before?.y);
    expect(await ours.count()).toBe(30);
    expect(errors).toEqual([]);
  });

  it('shows the numbers at a glance first, each the length of the list it links to', async () => {
    await sendMessages(2);
    const { page, errors } = await open();
    await signInAsAdmin(page);
    const glance = page.getByRole('region', { name: 'At a glance' });
    await glance.getByText(/^Counted/).waitFor();
    expect(await glance.getByRole('link').count()).toBe(12);
    // The counts, each the length of its list (the sums and the rate are checked against their
    // lists by the integration tests).
    const tiles = glance.locator('a[data-count]');
    const count = await tiles.count();
    expect(count).toBe(9);
    const counted: { label: string; expected: number; href: string }[] = [];
    for (let index = 0; index < count; index += 1) {
      const tile = tiles.nth(index);
      const [number, label = ''] = (await tile.innerText()).trim().split(/\n+/);
      const expected = Number(number);
      expect(Number.isInteger(expected), `${label}: ${number}`).toBe(true);
      counted.push({ label, expected, href: (await tile.getAttribute('href')) ?? '' });
    }
    await tiles.first().click();
    expect(new URL(page.url()).search).toBe(counted[0]?.href.replace('/admin', ''));
    for (const { label, expected, href } of counted) {
      // Each list as its link opens it, every page of it, then its count: the rows the number
      // counts, no more, no fewer.
      await page.goto(href);
      const card = shown(page);
      await card.waitFor();
      if (expected === 0) {
        await expect.poll(() => card.getByRole('listitem').count(), { message: label }).toBe(0);
        continue;
      }
      const status = card
        .getByRole('status')
        .filter({ hasText: /^(All )?\d+ shown, newest first$/ });
      const shownNow = async () =>
        Number(/(\d+) shown, newest first$/.exec((await status.textContent()) ?? '')?.[1]);
      await expect.poll(shownNow, { message: label }).toBeGreaterThan(0);
      for (let pages = 0; (await shownNow()) < expected && pages < 20; pages += 1) {
        const before = await shownNow();
        const more = card.getByRole('button', { name: 'Load more' });
        if (await more.isVisible()) await more.click();
        await expect.poll(shownNow, { message: label }).toBeGreaterThan(before);
      }
      await expect
        .poll(() => status.textContent(), { message: label })
        .toBe(`All ${expected} shown, newest first`);
    }
    expect(errors).toEqual([]);
  });

  it('reads only the open section', async () => {
    const { page, errors } = await open({ width: 390, height: 844 });
    await signInAsAdmin(page);
    const urls = watchRequests(page);
    await page.goto('/admin');
    await shown(page).waitFor();
    // After load, the page's after-load parts have had their turn.
    await page.waitForLoadState('networkidle');
    expect(adminCalls(urls).sort()).toEqual(['getAdminOverview', 'listInbox']);

    const sections = [
      { tab: 'Meetings and bookings', calls: ['listMeetingRequests'] },
      { tab: 'Endorsements', calls: ['listPendingEndorsements'] },
      { tab: 'Users', calls: ['listUsers'] },
      { tab: 'Activity', calls: ['listAuditLog'] },
    ];
    for (const { tab, calls } of sections) {
      const from = urls.length;
      await page.getByRole('tab', { name: tab }).click();
      await shown(page).waitFor();
      expect(adminCalls(urls.slice(from)), tab).toEqual(calls);
      // Nothing in a section widens the page past the phone's screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), tab).toBe(390);
    }
    expect(new URL(page.url()).search).toBe('?section=activity');
    expect(errors).toEqual([]);
  });

  // The achievements engine signs the browser in to Firebase only to write an unlock (through
  // Firestore's rules); the admin has none left to write on these pages.
  it('asks no Firebase service while on /admin: its data comes from the API', async () => {
    const { page } = await open();
    await signInAsAdmin(page);
    const urls = watchRequests(page);
    await page.goto('/admin');
    await shown(page).waitFor();
    await page.waitForLoadState('networkidle');
    await page.getByRole('tab', { name: 'Users' }).click();
    await shown(page).waitFor();
    await page.waitForLoadState('networkidle');
    expect(
      urls.filter((url) => /googleapis|identitytoolkit|securetoken|:8080\/|:9099\//i.test(url)),
    ).toEqual([]);
  });

  it('on a phone, a link to a section whose tab is past the edge brings that tab into view', async () => {
    const { page } = await open({ width: 390, height: 844 });
    await signInAsAdmin(page);
    await page.goto('/admin?section=activity');
    const tab = page.getByRole('tab', { name: 'Activity', selected: true });
    await tab.waitFor();
    await expect
      .poll(async () => {
        const box = await tab.boundingBox();
        return box !== null && box.x >= 0 && box.x + box.width <= 390;
      })
      .toBe(true);
  });

  it('opens the tab a mailed link names, and every section and tab passes axe', async () => {
    const { page } = await open();
    await signInAsAdmin(page);
    await page.goto('/admin?tab=payments');
    await page.getByRole('tab', { name: 'Payments', selected: true }).waitFor();
    await shown(page).waitFor();
    const places = [
      ...['inbox', 'endorsements', 'users', 'activity'].map((section) => `section=${section}`),
      ...['meetings', 'bookings', 'payments', 'availability'].map((tab) => `tab=${tab}`),
    ];
    for (const place of places) {
      await page.goto(`/admin?${place}`);
      await shown(page).waitFor();
      expect(await accessibilityViolations(page, page.locator('main')), place).toEqual([]);
    }
    await page.goto('/admin-content');
    await shown(page).waitFor();
    expect(await accessibilityViolations(page, page.locator('main'))).toEqual([]);
  });
});
