/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import {
  MOBILE_CONTEXT_OPTIONS,
  MOBILE_PROFILE_DESCRIPTION,
  throttleLikeLighthouseMobile,
} from './mobile-profile.js';

/** The field a visitor who follows a link to `/#contact` types into first. */
const FIELD = '#contact form input[name="name"]';
const TYPED = 'Ada Lovelace';

declare global {
  interface Window {
    /** Set by the probe below: ms after navigation start when the field first took typing. */
    __typeableAt?: number;
  }
}

/**
 * Runs in the page from its first byte: records when the contact form's first field exists, is
 * editable and is owned by React (its event handlers attached), i.e. what a visitor types there
 * is kept and the form can be sent. Polls every 20 ms: cheap next to a 4x slower CPU's work.
 * Plain JavaScript text, not a function: tsx would wrap a function's inner helpers in calls to
 * its own `__name`, which does not exist in the page.
 */
const PROBE = `(() => {
  const check = () => {
    const field = document.querySelector(${JSON.stringify(FIELD)});
    const live =
      field !== null &&
      !field.readOnly &&
      !field.disabled &&
      Object.keys(field).some((key) => key.startsWith('__reactProps$'));
    if (live) window.__typeableAt = performance.now();
    else setTimeout(check, 20);
  };
  check();
})();`;

/**
 * One first visit to `/#contact` on Lighthouse's mobile profile: ms from navigation start until
 * the contact form accepts typing. Then types into it and checks the text is still there once the
 * page has settled, so a figure is never reported for a form that drops what was typed.
 */
export async function timeToTypeableForm(browser: Browser, origin: string): Promise<number> {
  const context = await browser.newContext(MOBILE_CONTEXT_OPTIONS);
  try {
    const page = await context.newPage();
    await throttleLikeLighthouseMobile(context, page);
    // A returning visitor: the first visit's intro journey would cover the form.
    await page.addInitScript({ content: "localStorage.setItem('hasSeenIntro', 'true')" });
    await page.addInitScript({ content: PROBE });
    await page.goto(`${origin}/#contact`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__typeableAt !== undefined, undefined, {
      timeout: 60_000,
      polling: 100,
    });
    const at = await page.evaluate(() => window.__typeableAt ?? Number.NaN);
    const field = page.locator(FIELD);
    await field.click();
    await page.keyboard.type(TYPED);
    await page.waitForLoadState('load');
    await page.waitForTimeout(2000);
    const kept = await field.inputValue();
    if (kept !== TYPED) {
      throw new Error(`The contact form dropped typed text: it holds "${kept}", not "${TYPED}".`);
    }
    return at;
  } finally {
    await context.close();
  }
}

export { MOBILE_PROFILE_DESCRIPTION };
