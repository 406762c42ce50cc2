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
