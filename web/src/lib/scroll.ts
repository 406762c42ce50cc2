/** Height of the fixed header that section anchors scroll below (80 px). */
export const SCROLL_OFFSET_PX = 80;

/** How long a scroll keeps following its section while the sections it passes take their size. */
const FOLLOW_MS = 3000;

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

const destination = (target: Element): number =>
  Math.max(0, target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX);

const USER_SCROLL = ['wheel', 'touchstart', 'keydown'] as const;
let stopFollowing = (): void => undefined;

/**
 * Home sections off screen are not laid out until they come near (`content-visibility: auto`,
 * section.tsx), so the sections a scroll passes take their real height on the way and move its
 * destination. The scroll starts here, and each frame it is aimed again at where the section is now, until it has
 * arrived and stayed there, or the visitor scrolls themselves (wheel, touch, keys).
 */
function follow(target: Element, behavior: ScrollBehavior): void {
  stopFollowing();
  const deadline = performance.now() + FOLLOW_MS;
  let aimed = destination(target);
  window.scrollTo({ top: aimed, behavior });
  let settled = 0;
  let frame = 0;
  const stop = (): void => {
    cancelAnimationFrame(frame);
    for (const type of USER_SCROLL) window.removeEventListener(type, stop);
  };
  stopFollowing = stop;
  for (const type of USER_SCROLL) window.addEventListener(type, stop, { passive: true });
  const step = (): void => {
    const now = destination(target);
    if (Math.abs(now - aimed) > 1) {
      aimed = now;
      settled = 0;
      window.scrollTo({ top: now, behavior });
    } else if (Math.abs(window.scrollY - now) <= 1) {
      settled++;
    }
    if (settled > 10 || performance.now() > deadline) return stop();
    frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
}

/** Scrolls to a home section smoothly (instantly with reduced motion), leaving room for the header. */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  follow(target, prefersReducedMotion() ? 'auto' : 'smooth');
  // The router keeps its own entry state (key, index): the hash changes, that state stays.
  history.replaceState(history.state, '', `#${id}`);
  // Move focus for keyboard and screen-reader users without a second jump.
  target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}
