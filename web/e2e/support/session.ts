import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { launchChromium } from '../../../scripts/lib/browser';

export function baseUrl(): string {
  const url = process.env.HOSTING_URL;
  if (!url) throw new Error('HOSTING_URL is not set: run end-to-end tests through `npm test`.');
  return url;
}

/**
 * Chromium runs its low-priority work, service-worker update checks among it (`update()` is an
 * update job, posted BEST_EFFORT), only once it considers its own start-up over: when the first
 * tab has loaded and then stayed idle for a second, or 60 s after load if it never does. Our home
 * page is never idle (its particle background keeps the main thread about 75 % busy here), so in
 * a browser launched for the test `update()` waited up to a minute. A visitor's browser has long
 * finished starting; so does this one, at once. Chromium keeps only the last `--enable-features`,
 * so this replaces Playwright's own list (a screenshot surface, Google account look-ups), which
 * these tests do not use.
 */
const STARTUP_COMPLETE_AT_ONCE =
  '--enable-features=ImprovedStartupBestEffortDelay:StartupDelayFailsafeTimeout/0s';

export interface BrowserSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen so far (CSP violations show up here too). */
  errors: string[];
  /** Opens `url` without waiting for the page to respond: for tests of what comes before that. */
  gotoBeforeReady: (url: string) => Promise<void>;
  close: () => Promise<void>;
}

/**
 * A fresh Chromium profile per session, so service workers and storage never leak between tests.
 * The intro journey is marked as seen unless `showIntro` is set, so it does not cover the page.
 */
export async function openSession(
  viewport = { width: 1280, height: 800 },
  { showIntro = false, timezoneId }: { showIntro?: boolean; timezoneId?: string } = {},
): Promise<BrowserSession> {
  const browser = await launchChromium([STARTUP_COMPLETE_AT_ONCE]);
  const context = await browser.newContext({
    viewport,
    baseURL: baseUrl(),
    ...(timezoneId ? { timezoneId } : {}),
  });
  if (!showIntro)
    await context.addInitScript({ content: "localStorage.setItem('hasSeenIntro', 'true')" });
  const page = await context.newPage();
  // The home page is readable before its scripts run (prerendered) and starts them after the
  // first paint; a test acts like a visitor who waits until the page responds.
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
    return response;
  };
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const gotoBeforeReady = async (url: string): Promise<void> => {
    await goto(url, { waitUntil: 'domcontentloaded' });
  };
  return { browser, context, page, errors, gotoBeforeReady, close: () => browser.close() };
}

/** Resolves once a service worker controls the page (the first install claims it at once). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/**
 * Holds back every script the page asks for until the returned function is called: the visitor
 * meets the prerendered page as a slow phone would.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
