import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.js';

/** A Chromium with remote debugging on `port` whose profile is signed in to the site. */
export interface SignedInBrowser {
  port: number;
  /** Its browser context, for measuring with Playwright alongside Lighthouse. */
  context: BrowserContext;
  /** Forgets what a first visit would not have (HTTP cache, service worker, its caches), keeping the session. */
  forgetCaches(): Promise<void>;
  close(): Promise<void>;
}

async function connect(port: number): Promise<Browser> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    } catch (error) {
      if (attempt > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * Starts Chromium for Lighthouse to drive (`--port`), signs `username` in through the sign-in
 * page as a visitor would, and opens `landing` once so the page's session (cookie, session hint,
 * Firebase's saved sign-in) is in the profile.
 */
export async function signedInBrowser(
  origin: string,
  {
    username,
    password,
    landing,
    port,
  }: { username: string; password: string; landing: string; port: number },
): Promise<SignedInBrowser> {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-profile-'));
  const chrome = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const browser = await connect(port);
  const context = browser.contexts()[0];
  if (!context) throw new Error('Chromium started without a browser context');
  const page = await context.newPage();
  await page.goto(`${origin}/auth`);
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/auth', { timeout: 60_000 });
  await page.goto(`${origin}${landing}`);
  await page.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: 60_000 });
  if (new URL(page.url()).pathname !== landing)
    throw new Error(`Signed in, ${landing} still sent the browser to ${page.url()}`);
  const cdp = await context.newCDPSession(page);
  await page.goto('about:blank');
  return {
    port,
    context,
    async forgetCaches() {
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', {
        origin,
        storageTypes: 'service_workers,cache_storage',
      });
    },
    async close() {
      await browser.close().catch(() => undefined);
      // Chromium writes to its profile until it has exited: removing the profile before that
      // fails (ENOTEMPTY), so wait for the exit (killing it outright after 10 s).
      const exited = new Promise<void>((resolve) => {
        if (chrome.exitCode !== null || chrome.signalCode !== null) resolve();
        else chrome.once('exit', () => resolve());
      });
      chrome.kill();
      const stuck = setTimeout(() => chrome.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(stuck);
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}
