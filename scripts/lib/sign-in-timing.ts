/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { MOBILE_CONTEXT_OPTIONS } from './mobile-profile.js';
import { formatSpread, spread, type Spread } from './stats.js';

/** The dashboard's first data must be on screen this soon after Sign In (ms, median). */
const FIRST_DATA_BUDGET_MS = 1500;
const CPU_SLOWDOWN = 4;

declare global {
  interface Window {
    /** Set by the probe below: when Sign In was pressed, and when the dashboard's data showed. */
    __signInPressedAt?: number;
    __firstDataAt?: number;
    __allDataAt?: number;
  }
}

/**
 * Runs in the page from its first byte. A card that shows the server's data says so with
 * `data-server-data` and `aria-busy` (true while it loads): first data is the first such card
 * loaded on the dashboard, all data every one of them. Polls every 10 ms: cheap next to the page's
 * own work. Plain JavaScript text (tsx would wrap a function's helpers in calls the page lacks).
 */
const PROBE = `(() => {
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && button.textContent.trim() === 'Sign In' && window.__signInPressedAt === undefined)
      window.__signInPressedAt = performance.now();
  }, true);
  const check = () => {
    if (window.__signInPressedAt !== undefined && location.pathname === '/business-dashboard') {
      const cards = [...document.querySelectorAll('main [data-server-data]')];
      const loaded = cards.filter((card) => card.getAttribute('aria-busy') === 'false');
      if (loaded.length > 0 && window.__firstDataAt === undefined)
        window.__firstDataAt = performance.now();
      if (cards.length > 0 && loaded.length === cards.length) {
        window.__allDataAt = performance.now();
        return;
      }
    }
    setTimeout(check, 10);
  };
  check();
})();`;

export interface SignInTimes {
  /** ms from pressing Sign In to the first card with the user's data on the dashboard. */
  firstData: Spread;
  /** ms from pressing Sign In to every card of the dashboard loaded. */
  allData: Spread;
}

/**
 * One sign-in as a visitor makes it, in a fresh browser context (nothing cached, no service
 * worker) with the CPU 4x slower: open /auth, type, press Sign In, wait for the data of the
 * dashboard the sign-in lands on (`/business-dashboard`, the associate's).
 */
async function signInOnce(browser: Browser, origin: string): Promise<[number, number]> {
  const context = await browser.newContext(MOBILE_CONTEXT_OPTIONS);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript({ content: PROBE });
    await page.goto(`${origin}/auth`);
    await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
    // The business associate: a sign-in takes them straight to their dashboard (a general
    // user lands on the home page).
    const account = DEMO_ACCOUNTS[1];
    await page.getByLabel('Username or email').fill(account.username);
    await page.getByLabel(/^Password/).fill(account.password);
    // The form's code loads on its first use: press Sign In once the form is live, as a person
    // who has finished typing would.
    await page.locator('form[data-live]').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForFunction(() => window.__allDataAt !== undefined, undefined, {
      timeout: 60_000,
      polling: 100,
    });
    const { pressed, first, all } = await page.evaluate(() => ({
      pressed: window.__signInPressedAt ?? Number.NaN,
      first: window.__firstDataAt ?? Number.NaN,
      all: window.__allDataAt ?? Number.NaN,
    }));
    return [first - pressed, all - pressed];
  } finally {
    await context.close();
  }
}

/** `runs` sign-ins of the demo business associate, each in a fresh context. */
export async function signInToDataRuns(origin: string, runs: number): Promise<SignInTimes> {
  const browser = await launchChromium();
  try {
    const first: number[] = [];
    const all: number[] = [];
    for (let index = 0; index < runs; index++) {
      const [firstMs, allMs] = await signInOnce(browser, origin);
      first.push(firstMs);
      all.push(allMs);
    }
    return { firstData: spread(first), allData: spread(all) };
  } finally {
    await browser.close();
  }
}

export function printSignInTimes(times: SignInTimes): void {
  const runs = `median (range), CPU ${CPU_SLOWDOWN}x slower, local network`;
  console.log(
    `Sign In on /auth to /business-dashboard's first data (ms, ${runs}): ${formatSpread(times.firstData)}`,
  );
  console.log(
    `Sign In on /auth to every dashboard card loaded (ms, ${runs}): ${formatSpread(times.allData)}`,
  );
}

export function signInBudgets(times: SignInTimes): [string, boolean][] {
  return [
    [
      `Sign In to the dashboard's first data <= ${FIRST_DATA_BUDGET_MS} ms at ${CPU_SLOWDOWN}x CPU (median)`,
      times.firstData.median <= FIRST_DATA_BUDGET_MS,
    ],
  ];
}
