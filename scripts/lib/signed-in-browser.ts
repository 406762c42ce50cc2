import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.js';

/** A Chromium with remote debugging on `port` that the bench drives, signed in or a visitor's. */
export interface BenchBrowser {
  port: number;
  /** Its browser context, for measuring with Playwright alongside Lighthouse. */
  context: BrowserContext;
  /** Forgets what a first visit would not have (HTTP cache, service worker, its caches), keeping the session. */
  forgetCaches(): Promise<void>;
  /**
   * Quits Chromium and starts it again, signed in on the same profile (the session, local storage
   * and IndexedDB kept) with the caches forgotten, or a visitor's on a new one: each run opens the
   * page in a browser that is not still tearing down the previous run's page (a renderer reused
   * across runs spent up to 0.2 s collecting the last page's heap at the start of the next one,
   * which Lighthouse counts four times over), as a person opening the page in a new tab would.
   */
  restart(): Promise<void>;
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
): Promise<BenchBrowser> {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-profile-'));
  let chrome = launch(profile, port);
  let browser = await connect(port);
  let context = firstContext(browser);
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
  await page.goto('about:blank');

  const forgetCaches = async (): Promise<void> => {
    const blank = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(blank);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'service_workers,cache_storage',
    });
    await cdp.detach();
  };
  const quit = (): Promise<void> => quitChromium(browser, chrome);
  return {
    port,
    get context() {
      return context;
    },
    forgetCaches,
    async restart() {
      await quit();
      chrome = launch(profile, port);
      browser = await connect(port);
      context = firstContext(browser);
      await warmUp(context);
      await forgetCaches();
    },
    async close() {
      await quit();
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}

/**
 * A Chromium with remote debugging on `port` for a visitor's first visit: every `restart()` starts
 * it on a new, empty profile (no cookie, no local storage, nothing cached), with its fonts warmed
 * up as `signedInBrowser`'s are. Nothing is started before the first `restart()`.
 */
export function visitorBrowser(port: number): BenchBrowser {
  let running:
    | { profile: string; chrome: ChildProcess; browser: Browser; context: BrowserContext }
    | undefined;
  const quit = async (): Promise<void> => {
    if (!running) return;
    const { profile, chrome, browser } = running;
    running = undefined;
    await quitChromium(browser, chrome);
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
  return {
    port,
    get context() {
      if (!running) throw new Error("The visitor's Chromium starts with each run: restart() it.");
      return running.context;
    },
    // A new profile holds nothing to forget.
    forgetCaches: async () => undefined,
    async restart() {
      await quit();
      const profile = mkdtempSync(path.join(tmpdir(), 'bench-visitor-'));
      const chrome = launch(profile, port);
      const browser = await connect(port);
      running = { profile, chrome, browser, context: firstContext(browser) };
      await warmUp(running.context);
    },
    close: quit,
  };
}

function launch(profile: string, port: number): ChildProcess {
  return spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
}

function firstContext(browser: Browser): BrowserContext {
  const context = browser.contexts()[0];
  if (!context) throw new Error('Chromium started without a browser context');
  return context;
}

/**
 * Closes Chromium the way a person quits it, so it writes the session's cookie and local storage
 * to the profile first (killed outright, it may not have), and waits for it to exit.
 */
async function quitChromium(browser: Browser, chrome: ChildProcess): Promise<void> {
  await browser
    .newBrowserCDPSession()
    .then((cdp) => cdp.send('Browser.close'))
    .catch(() => undefined);
  await browser.close().catch(() => undefined);
  await exit(chrome);
}

/**
 * Chromium writes to its profile until it has exited: reusing or removing the profile before
 * that fails, so wait for the exit (asking again after 10 s, killing it outright after 20 s).
 */
async function exit(chrome: ChildProcess): Promise<void> {
  const exited = new Promise<void>((resolve) => {
    if (chrome.exitCode !== null || chrome.signalCode !== null) resolve();
    else chrome.once('exit', () => resolve());
  });
  const ask = setTimeout(() => chrome.kill(), 10_000);
  const stuck = setTimeout(() => chrome.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(ask);
  clearTimeout(stuck);
}

/**
 * A browser just launched has never drawn text: the first page it paints looks its fonts up and
 * starts its graphics, some 0.1 s in one task that Lighthouse counts four times over. A person's
 * browser did that long ago; so this one draws a line of text in a blank tab first.
 */
async function warmUp(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  await page.setContent(
    '<p style="font-family: system-ui, sans-serif">Warm <b>bold</b> <i>italic</i></p>' +
      '<h1 style="font: 700 2rem system-ui, sans-serif">Heading</h1>',
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await page.close();
}
