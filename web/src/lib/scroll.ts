/** Height of the fixed header that section anchors scroll below (SPEC §9: 80 px). */
export const SCROLL_OFFSET_PX = 80;

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

/** Scrolls to a home section smoothly (instantly with reduced motion), leaving room for the header. */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const top = target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  // The router keeps its own entry state (key, index): the hash changes, that state stays.
  history.replaceState(history.state, '', `#${id}`);
  // Move focus for keyboard and screen-reader users without a second jump.
  target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}
