/** How long a tap made before the page was live waits for its button to come alive. */
const GIVE_UP_MS = 10_000;

/**
 * Whether React has adopted `element` and attached its handlers. React keeps an element's props on
 * the node under a `__reactProps$…` key from the moment it hydrates it; no public API says so.
 */
const hydrated = (element: Element): boolean =>
  Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/**
 * Taps again the button the visitor tapped before the page was live: web/boot.js marks it, as its
 * handler did not exist yet. Called once the app is live. The button may sit in a part React
 * adopts later (a lazily loaded page), and a click there before then is dropped, so the tap waits,
 * frame by frame, until the button itself is adopted. Hydration keeps the prerendered node; if a
 * render replaced it instead, the tap is dropped rather than sent somewhere else.
 */
export function replayEarlyTap(): void {
  const control = document.querySelector<HTMLElement>('[data-early-tap]');
  if (!control) return;
  control.removeAttribute('data-early-tap');
  const giveUpAt = performance.now() + GIVE_UP_MS;
  const attempt = (): void => {
    if (!control.isConnected) return;
    if (hydrated(control)) control.click();
    else if (performance.now() < giveUpAt) requestAnimationFrame(attempt);
  };
  attempt();
}
