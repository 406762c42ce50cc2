import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSession, waitForServiceWorkerControl, type BrowserSession } from './support/session';

// The Hosting emulator serves web/dist from disk: changing sw.js is how a new deploy looks to a browser.
const SW_FILE = fileURLToPath(new URL('../dist/sw.js', import.meta.url));

let session: BrowserSession;
let original: string;

beforeEach(async () => {
  original = readFileSync(SW_FILE, 'utf8');
  session = await openSession();
});
afterEach(async () => {
  writeFileSync(SW_FILE, original);
  await session.close();
});

describe('service worker update', () => {
  it('offers "update available — reload" for a new version and activates it on Reload', async () => {
    const { page } = session;
    await page.goto('/');
    await waitForServiceWorkerControl(page);

    appendFileSync(SW_FILE, `\n// new version ${Date.now()}\n`);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });

    const reload = page.getByRole('button', { name: 'Reload' });
    await page.getByText('Update available — reload to get the latest version.').waitFor();
    const before = await page.evaluate(() => performance.timeOrigin);
    await reload.click();
    await page.waitForFunction((origin) => performance.timeOrigin !== origin, before, {
      timeout: 30_000,
    });
    await page.getByRole('heading', { level: 1 }).waitFor();

    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        waiting: registration?.waiting !== null,
        active: registration?.active?.state,
        controlled: navigator.serviceWorker.controller !== null,
      };
    });
    expect(state).toEqual({ waiting: false, active: 'activated', controlled: true });
    expect(await page.getByText(/Update available/).count()).toBe(0);
  });
});
