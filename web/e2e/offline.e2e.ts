import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demo, signInViaUi } from './support/accounts';
import { approvedEndorsement } from './support/endorsements';
import { openSession, waitForServiceWorkerControl, type BrowserSession } from './support/session';

let session: BrowserSession;

beforeEach(async () => {
  session = await openSession({ width: 390, height: 844 });
});
afterEach(async () => {
  await session.close();
});

describe('offline', () => {
  it('renders the home page after going offline and reloading', async () => {
    const { page, context } = session;
    await page.goto('/');
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    await waitForServiceWorkerControl(page);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
  });

  it('opens any other page offline from the cached shell', async () => {
    const { page, context } = session;
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    // Lazy pages must be precached too, not only the entry chunk.
    await context.setOffline(true);
    await page.goto('/somewhere/else');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  it('never answers /api from the cache', async () => {
    const { page, context } = session;
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    const failed = await page.evaluate(async () => {
      try {
        await fetch('/api/health');
        return false;
      } catch {
        return true;
      }
    });
    expect(failed).toBe(true);
  });

  it('opens the dashboard offline with what it showed last, each card saying from when', async () => {
    const { page, context } = session;
    const { username, password } = demo('general_user');
    await signInViaUi(page, username, password);
    await page.waitForURL((url) => url.pathname !== '/auth');
    await page.goto('/dashboard');
    await waitForServiceWorkerControl(page);
    const sent = page.getByRole('region', { name: 'Messages, inquiries and endorsements' });
    await sent.getByText('Endorsement of Technical Leadership').waitFor();
    // The answers reach IndexedDB within 100 ms of coming (lib/query/persister.ts).
    await page.waitForTimeout(500);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Your dashboard' }).waitFor();
    await sent.getByText('Endorsement of Technical Leadership').waitFor();
    await sent
      .getByText(
        /^Offline copy from .+: these messages, inquiries and endorsements may be out of date\.$/,
      )
      .waitFor();
    await page
      .getByRole('region', { name: 'Bookings' })
      .getByText(/^Offline copy from .+: these bookings may be out of date\.$/)
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });

  it('opens the admin inbox offline with the messages it showed last, saying from when', async () => {
    const { page, context } = session;
    const { username, password } = demo('admin');
    await signInViaUi(page, username, password);
    await page.waitForURL('**/admin');
    await waitForServiceWorkerControl(page);
    const newest = page.getByRole('list', { name: 'Messages' }).getByRole('listitem').first();
    await newest.waitFor();
    const title = await newest.textContent();
    await page.waitForTimeout(500);

    await context.setOffline(true);
    await page.reload();
    await page.getByText(/^Offline copy from .+: these messages may be out of date\.$/).waitFor();
    expect(await newest.textContent()).toBe(title);
  });

  it('reads the endorsements received last, marked as possibly out of date', async () => {
    const { page, context } = session;
    const skill = `Offline Reading ${randomUUID().slice(0, 6)}`;
    await approvedEndorsement('Katherine Johnson', skill);
    const card = page.getByRole('heading', { level: 4, name: skill });

    // The panel loads its list when the Skills section comes near the screen.
    const showEndorsements = async () => {
      await page.locator('#skills').scrollIntoViewIfNeeded();
      await card.scrollIntoViewIfNeeded();
    };

    await page.goto('/');
    await waitForServiceWorkerControl(page);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    await showEndorsements();
    expect(await page.locator('[data-source]').getAttribute('data-source')).toBe('server');
    expect(await page.getByText(/may be out of date/).count()).toBe(0);

    // The browser's HTTP cache may answer the list for its first minute (Cache-Control); a
    // visitor back later has only the page's saved copy.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await context.setOffline(true);
    await page.reload();
    await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
    await showEndorsements();
    await page
      .getByText(/^Offline copy from .+: these endorsements may be out of date\.$/)
      .waitFor();
    expect(await page.locator('[data-source]').getAttribute('data-source')).toBe('saved');

    // The System Status widget's offline state is asserted by its unit tests
    // (system-status-widget.test.tsx): in the CI run Chromium's emulated offline state did not
    // reliably reach navigator.onLine after the reload, so asserting it here was not stable.
  });
});
