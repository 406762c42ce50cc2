import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe';
import { demo, signInViaUi } from './support/accounts';
import { putQueuedEntry } from './support/offline-queue';
import { holdScripts, openSession, type BrowserSession } from './support/session';

let session: BrowserSession;

afterEach(async () => {
  await session.close();
});

/** Each signed-in page with the account that may see it, and its title. */
const PAGES = [
  { path: '/admin', account: 'admin', title: 'Admin dashboard' },
  { path: '/admin-content', account: 'admin', title: 'Admin content' },
  { path: '/dashboard', account: 'general_user', title: 'Your dashboard' },
  { path: '/business-dashboard', account: 'business_associate', title: 'Business dashboard' },
  { path: '/security-settings', account: 'general_user', title: 'Security settings' },
  { path: '/profile-settings', account: 'general_user', title: 'Profile settings' },
  { path: '/cv-access', account: 'general_user', title: 'CV access' },
] as const;

interface Frame {
  title: string | null;
  intro: string | null;
  boxes: number[][];
}

/** The page's title and intro, and where they are drawn. */
async function frameOf(page: Page): Promise<Frame> {
  return page.evaluate(() => {
    const title = document.querySelector('main h1');
    const intro = document.querySelector('main h1 + p');
    const box = (node: Element | null): number[] => {
      const rect = node?.getBoundingClientRect();
      return rect ? [rect.x, rect.y, rect.width, rect.height] : [];
    };
    return {
      title: title?.textContent ?? null,
      intro: intro?.textContent ?? null,
      boxes: [box(title), box(intro)],
    };
  });
}

/**
 * A phone-sized browser signed in as `account` through /auth, then on a blank page, so that
 * whatever the page it signed in on still asks is left behind. Its console errors so far are
 * dropped: the intro flag the session sets on every document cannot be written on about:blank.
 */
async function signedInOnBlankPage(account: Parameters<typeof demo>[0]): Promise<Page> {
  session = await openSession({ width: 390, height: 844 });
  const { page } = session;
  const { username, password } = demo(account);
  await signInViaUi(page, username, password);
  await page.waitForURL((url) => url.pathname !== '/auth');
  await session.gotoBeforeReady('about:blank');
  session.errors.length = 0;
  return page;
}

describe('signed-in pages', () => {
  it.each(PAGES)(
    'paints the frame of $path from its HTML, asks for the session before any script, and draws the page in that frame',
    async ({ path, account, title }) => {
      const page = await signedInOnBlankPage(account);

      const asked: string[] = [];
      // The page's own (the content editor's preview, in a frame, is a page of its own).
      page.on('request', (request) => {
        if (request.frame() === page.mainFrame()) asked.push(new URL(request.url()).pathname);
      });
      const workers: string[] = [];
      page.on('worker', (worker) => workers.push(worker.url()));
      const release = await holdScripts(page);
      await session.gotoBeforeReady(path);
      // No script file has run: the title and intro are the HTML's, and the session is on its way.
      const painted = await frameOf(page);
      expect(painted.title).toBe(title);
      expect(painted.intro).toMatch(/\w/);
      // (Scripts are still held: the browser reports the request on its own schedule.)
      await expect.poll(() => asked).toContain('/api/user');

      release();
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await page.locator('main .ui-spinner').waitFor({ state: 'detached' });
      await expect
        .poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 })
        .toBe(0);
      // The page drew its own title and intro exactly where the HTML had them.
      expect(await frameOf(page)).toEqual(painted);
      // One question for the session: the one the HTML asked.
      expect(asked.filter((pathname) => pathname === '/api/user')).toHaveLength(1);
      // The shell also started the worker that loads the browser's formatting data, from a
      // blob (which the CSP allows: a refusal would be among the console's errors); one per
      // document drawn from a shell (the content editor's preview frame is one too).
      expect(workers.filter((url) => url.startsWith('blob:'))).toHaveLength(page.frames().length);
      expect(session.errors).toEqual([]);
    },
  );

  it.each([
    { path: '/dashboard', account: 'general_user' },
    { path: '/business-dashboard', account: 'business_associate' },
  ] as const)('draws $path with its data and without MUI’s code', async ({ path, account }) => {
    const page = await signedInOnBlankPage(account);
    const muiCode: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/\/(mui-[\w-]+|styled-scope-[\w-]+)\.js$/.test(pathname)) muiCode.push(pathname);
    });
    await session.gotoBeforeReady(path);
    await page.getByRole('region', { name: 'Meeting requests' }).waitFor();
    await expect
      .poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 })
      .toBe(0);
    await page.waitForLoadState('networkidle');
    expect(muiCode).toEqual([]);
    expect(session.errors).toEqual([]);
  });

  it('shows the user what they sent, what waits in this browser, and their achievements, light and dark, with no axe violations', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const page = await signedInOnBlankPage('general_user');
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/dashboard');
      // An item this browser could not deliver, as the offline queue's worker stores it.
      await putQueuedEntry(page, {
        id: 'dashboard-queued',
        kind: 'contact',
        path: '/api/contact',
        body: '{}',
        headers: { 'content-type': 'application/json' },
        createdAt: Date.now(),
        state: 'attention',
        attempts: 1,
        nextAttemptAt: Date.now() + 3_600_000,
        message: 'Subject must be at least 5 characters.',
      });
      await page.reload();
      const sent = page.getByRole('region', { name: 'Messages, inquiries and endorsements' });
      // The demo user's endorsement (seeded) waits for review; their message was read.
      await sent
        .getByRole('listitem')
        .filter({ hasText: 'Endorsement of Technical Leadership' })
        .getByText('Awaiting review')
        .waitFor();
      await sent.getByText('Read by the owner').first().waitFor();
      const queued = page.getByRole('region', { name: 'Saved while offline' });
      await queued.getByText('Subject must be at least 5 characters.').waitFor();
      await queued.getByText(/Needs attention/).waitFor();
      await page
        .getByRole('region', { name: 'Achievements' })
        .getByText(/unlocked/)
        .waitFor();
      await page.getByRole('region', { name: 'Bookings' }).waitFor();
      await page.getByRole('region', { name: 'CV downloads' }).getByRole('link').waitFor();
      await expect
        .poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 })
        .toBe(0);
      expect(await accessibilityViolations(page, page.locator('main')), scheme).toEqual([]);
      await session.close();
    }
    session = await openSession();
  });

  it('shows a business associate the projects they inquired about, with no axe violations', async () => {
    const page = await signedInOnBlankPage('business_associate');
    await page.goto('/business-dashboard');
    const inquiries = page.getByRole('region', { name: 'Projects you inquired about' });
    await inquiries.getByText('Due-diligence assistant for our fund').waitFor();
    await inquiries.getByText('Read by the owner').waitFor();
    await expect
      .poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 })
      .toBe(0);
    expect(await accessibilityViolations(page, page.locator('main'))).toEqual([]);
  });

  it("loads the dashboards' code once a visitor types on /auth, not before", async () => {
    session = await openSession({ width: 390, height: 844 });
    const { page } = session;
    const dashboardCode: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/\/dashboard-routes-[\w-]+\.js$/.test(pathname)) dashboardCode.push(pathname);
    });
    await page.goto('/auth');
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(dashboardCode).toEqual([]);

    await page.getByLabel('Username or email').fill('demo-associate');
    await expect.poll(() => dashboardCode.length, { timeout: 15_000 }).toBe(1);
    expect(session.errors).toEqual([]);
  });
});
