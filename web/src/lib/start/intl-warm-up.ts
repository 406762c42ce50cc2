declare global {
  interface Window {
    /** Starts, once per page, the worker that loads the browser's formatting data (web/early-reads.js). */
    appWarmUpIntl?: () => void;
  }
}

/**
 * Loads the browser's date and number formatting data on a worker, for a page about to draw dates
 * or prices: a signed-in page's shell starts it from its inline script, the sign-in page when a
 * sign-in is coming. Without the inline script or a worker, the page's first format is only slower.
 */
export function warmUpIntl(): void {
  window.appWarmUpIntl?.();
}
