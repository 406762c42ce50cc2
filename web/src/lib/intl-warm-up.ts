/** The worker that loads the browser's formatting data off the main thread (its comment says why). */
export const INTL_WARM_UP_WORKER = '/intl-warm-up.js';

declare global {
  interface Window {
    /** Set once the warm-up worker was started (by web/early-reads.js or `warmUpIntl`). */
    appIntlWarmUp?: boolean;
  }
}

/**
 * Starts the warm-up once per page, for a page about to draw dates or prices (a signed-in page):
 * a signed-in page's shell starts it from its inline script; the sign-in page when a sign-in is
 * coming. A browser that cannot start it formats as before, only the first format is slower.
 */
export function warmUpIntl(): void {
  if (window.appIntlWarmUp) return;
  window.appIntlWarmUp = true;
  try {
    new Worker(INTL_WARM_UP_WORKER);
  } catch {
    // Workers refused (a locked-down browser): nothing is lost but the head start.
  }
}
