import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
});
