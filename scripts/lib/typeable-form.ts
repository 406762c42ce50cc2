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
 * Runs in the page from its first byte: records when the contact form's first field exists and
 * is editable, i.e. a visitor can type there. Polls every 20 ms: cheap next to a 4x slower CPU's
 * work. Plain JavaScript text, not a function: tsx would wrap a function's inner helpers in calls
 * to its own `__name`, which does not exist in the page.
 */
const PROBE = `(() => {
  const check = () => {
    const field = document.querySelector(${JSON.stringify(FIELD)});
    const editable = field !== null && !field.readOnly && !field.disabled;
    if (editable) window.__typeableAt = performance.now();
    else setTimeout(check, 20);
  };
  check();
})();`;

/**
 * One first visit to `/#contact` on Lighthouse's mobile profile: ms from navigation start until
 * the contact form accepts typing. Then types into it at once (usually before the page is live),
 * waits until the form is live (`data-live`, set when React has it), and presses Enter: the other
 * fields are empty, so the form renders its errors, and a name the form's state had lost would be
 * wiped from the field or marked invalid. A figure is never reported for a form that drops text.
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
    await field.focus();
    await page.keyboard.type(TYPED);
    await page.locator('#contact form[data-live]').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('load');
    await field.press('Enter');
    await page.locator('#contact form [aria-invalid="true"]').first().waitFor();
    const kept = await field.inputValue();
    const invalid = await field.getAttribute('aria-invalid');
    if (kept !== TYPED || invalid === 'true') {
      throw new Error(
        `The contact form dropped typed text: its name field holds "${kept}" (aria-invalid ${invalid}), not "${TYPED}".`,
      );
    }
    return at;
  } finally {
    await context.close();
  }
}

export { MOBILE_PROFILE_DESCRIPTION };
