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

/** Deploys a new sw.js and waits until the page offers it. */
async function offerNewVersion(): Promise<void> {
  const { page } = session;
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  appendFileSync(SW_FILE, `\n// new version ${Date.now()}\n`);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
  await page.getByText('Update available — reload to get the latest version.').waitFor();
}

/** Presses Reload and waits for the new document (a reload changes the time origin). */
async function reloadIntoNewVersion(): Promise<void> {
  const { page } = session;
  const before = await page.evaluate(() => performance.timeOrigin);
  await page.getByRole('button', { name: 'Reload' }).click();
  await page.waitForFunction((origin) => performance.timeOrigin !== origin, before);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

describe('service worker update', () => {
  it('offers "update available — reload" for a new version and activates it on Reload', async () => {
    const { page } = session;
    await offerNewVersion();
    await reloadIntoNewVersion();

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

  // A browser activates the next worker only once the current one has no events in progress.
  // API reads bypass the worker (static routing), so a page busy with its API, like System
  // Status polling, cannot hold the new version back.
  it('activates the new version on Reload while the page keeps reading the API', async () => {
    const { page } = session;
    await offerNewVersion();
    await page.evaluate(() => {
      setInterval(() => void fetch('/api/theme').catch(() => undefined), 5);
    });
    await reloadIntoNewVersion();
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        waiting: registration?.waiting !== null,
        controlled: navigator.serviceWorker.controller !== null,
      };
    });
    expect(state).toEqual({ waiting: false, controlled: true });
  });
});
