/**
 * Resolves once an element matching `selector` (a selector list names several places) comes within
 * `margin` of the viewport (by default one screen, so what loads then is ready as it scrolls in;
 * `'0px'`: once it is in view); at once when there is no such element yet (a page rendered in the
 * browser rather than prerendered) or no IntersectionObserver (outside a browser).
 */
export function nearViewport(selector: string, margin = '100% 0px'): Promise<void> {
  if (typeof window === 'undefined' || typeof IntersectionObserver === 'undefined')
    return Promise.resolve();
  const elements = document.querySelectorAll(selector);
  if (elements.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: margin },
    );
    elements.forEach((element) => observer.observe(element));
  });
}
