import { profile } from '@shared/content/profile';
import { seo } from '@shared/content/seo';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { demo, signInViaUi } from './support/accounts';
import { openSession, type BrowserSession } from './support/session';

let session: BrowserSession;

afterEach(async () => {
  await session.close();
});

const titled = (name: string): string => `${name} · ${profile.name}`;
const NOT_FOUND = titled('Page not found');

/** Each signed-in page, the account that may see it, and its document title (WCAG 2.4.2). */
const PAGES = [
  { path: '/dashboard', account: 'general_user', title: titled('Dashboard') },
  { path: '/security-settings', account: 'general_user', title: titled('Security settings') },
  { path: '/profile-settings', account: 'general_user', title: titled('Profile settings') },
  { path: '/cv-access', account: 'general_user', title: titled('CV access') },
  {
    path: '/business-dashboard',
    account: 'business_associate',
    title: titled('Business dashboard'),
  },
  { path: '/admin', account: 'admin', title: titled('Admin') },
  { path: '/admin-content', account: 'admin', title: titled('Admin content') },
] as const;

type Account = (typeof PAGES)[number]['account'];

/** The titles seen, served and drawn, by path. */
const seen = new Map<string, { served: string; drawn: string }>();

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
};

/** The `<title>` of the HTML Hosting serves at `path`, before any script runs. */
async function servedTitle(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  const title = /<title>([^<]*)<\/title>/.exec(await response.text())?.[1] ?? '';
  return title.replace(/&(amp|lt|gt|quot|#39);/g, (_entity, name: string) => ENTITIES[name] ?? '');
}

/** Waits until the signed-in page at the current address has drawn its frame and its data. */
async function drawn(page: Page): Promise<void> {
  await page.locator('main h1').waitFor();
  await page.locator('main .ui-spinner').waitFor({ state: 'detached' });
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
}

async function signedIn(account: Account): Promise<Page> {
  session = await openSession();
  const { page } = session;
  const { username, password } = demo(account);
  await signInViaUi(page, username, password);
  await page.waitForURL((url) => url.pathname !== '/auth');
  return page;
}

describe('page titles', () => {
  it.each(['general_user', 'business_associate', 'admin'] as const)(
    'serves and draws each page of %s with its own title',
    async (account) => {
      const page = await signedIn(account);
      for (const { path, title } of PAGES.filter((item) => item.account === account)) {
        const served = await servedTitle(page, path);
        expect(served, path).toBe(title);
        await page.goto(path);
        await drawn(page);
        expect(await page.title(), path).toBe(title);
        seen.set(path, { served, drawn: await page.title() });
      }
      expect(session.errors).toEqual([]);
    },
  );

  it('names the page on every client-side navigation', async () => {
    const page = await signedIn('general_user');
    await page.goto('/dashboard');
    await drawn(page);
    // Set on this document only: still there after a navigation, it was client-side.
    await page.evaluate(() => {
      document.body.dataset.sameDocument = 'true';
    });
    for (const { name, path, title } of [
      { name: 'Security settings', path: '/security-settings', title: titled('Security settings') },
      { name: 'Dashboard', path: '/dashboard', title: titled('Dashboard') },
      { name: 'CV access', path: '/cv-access', title: titled('CV access') },
    ]) {
      await page.getByRole('link', { name, exact: true }).first().click();
      await page.waitForURL((url) => url.pathname === path);
      await expect.poll(() => page.title()).toBe(title);
    }
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expect.poll(() => page.title()).toBe(titled('Dashboard'));
    expect(await page.locator('body[data-same-document]').count()).toBe(1);
    expect(session.errors).toEqual([]);
  });

  it('calls an unknown path not found, though its HTML is the app shell’s', async () => {
    session = await openSession();
    const { page } = session;
    expect(await servedTitle(page, '/no/such/page')).toBe(seo.title);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.title()).toBe(NOT_FOUND);
  });

  it('serves the public pages with their titles: the site’s on /, Sign in on /auth', async () => {
    session = await openSession();
    const { page } = session;
    expect(await servedTitle(page, '/')).toBe(seo.title);
    expect(await servedTitle(page, '/auth')).toBe(titled('Sign in'));
    await page.goto('/auth');
    expect(await page.title()).toBe(titled('Sign in'));
  });

  it('gives every page a title of its own', () => {
    expect([...seen.keys()].sort()).toEqual(PAGES.map(({ path }) => path).sort());
    // Each page's served title is the one it draws (asserted above).
    const titles = [...seen.values()].map((titles) => titles.drawn);
    expect(new Set([...titles, seo.title, NOT_FOUND]).size).toBe(PAGES.length + 2);
  });
});
