let loaded: Promise<void> | undefined;

/**
 * Resolves once the page's `load` event has fired (at once if it already has, or outside a
 * browser). Work that can wait, waits for this, so it never competes with the first paint.
 */
export function pageLoaded(): Promise<void> {
  loaded ??= new Promise<void>((resolve) => {
    if (typeof window === 'undefined' || document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  return loaded;
}

/** Resolves in the browser's next quiet moment (or after 200 ms where it cannot say). */
export const idlePeriod = (): Promise<void> =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });

/**
 * Resolves once the page has loaded and the browser has a quiet moment: for what the visitor did
 * not ask for (overlays, widgets), so it never competes with the page becoming interactive.
 */
export function pageLoadedAndIdle(): Promise<void> {
  return pageLoaded().then(idlePeriod);
}
