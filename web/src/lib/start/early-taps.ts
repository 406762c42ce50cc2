/** How long a tap waits for its button to come alive before it is given up. */
const GIVE_UP_MS = 10_000;
/** Frames a button must have been adopted before it is tapped: React commits after it adopts. */
const SETTLE_FRAMES = 2;

/**
 * Whether React has adopted `element` and attached its handlers. React keeps an element's props on
 * the node under a `__reactProps$…` key from the moment it hydrates it; no public API says so.
 */
export const adopted = (element: Element): boolean =>
  Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/**
 * The button a tap on `target` means, if it needs scripts to answer: links work without them and
 * a form's Send waits on its own (web/boot.js picks taps the same way).
 */
function tappedControl(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest<HTMLElement>('button, [role="tab"], [role="button"]');
  if (!control || control.matches('a[href]')) return null;
  if (control instanceof HTMLButtonElement && control.form && control.type === 'submit')
    return null;
  return control;
}

/** Taps `control` again once React has adopted it (and committed), unless it left the page. */
function tapWhenAdopted(control: HTMLElement): void {
  const giveUpAt = performance.now() + GIVE_UP_MS;
  let settled = 0;
  const attempt = (): void => {
    if (!control.isConnected || performance.now() > giveUpAt) return;
    settled = adopted(control) ? settled + 1 : 0;
    if (settled > SETTLE_FRAMES) control.click();
    else requestAnimationFrame(attempt);
  };
  attempt();
}

/**
 * Answers taps on buttons React has not adopted yet; called as hydration starts. Before then,
 * web/boot.js marks the last one; after, a part of the page whose code is still on its way (a form
 * that loads as it comes near) keeps its prerendered buttons, and React drops a click there. Either
 * tap waits until its button is adopted and is made again then. Hydration keeps the prerendered node; if a render
 * replaced it instead, the tap is dropped rather than sent somewhere else. Returns the way to stop.
 */
export function answerEarlyTaps(root: HTMLElement): () => void {
  const marked = document.querySelector<HTMLElement>('[data-early-tap]');
  if (marked) {
    marked.removeAttribute('data-early-tap');
    tapWhenAdopted(marked);
  }
  // Bubbling, so it runs after React had its chance: React adopts what it can at once for a tap.
  const onClick = (event: MouseEvent): void => {
    const control = tappedControl(event.target);
    if (control && root.contains(control) && !adopted(control)) tapWhenAdopted(control);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
