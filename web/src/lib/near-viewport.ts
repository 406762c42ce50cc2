/**
 * Resolves once the element matching `selector` comes within one screen of the viewport; at once
 * when there is no such element yet (a page rendered in the browser rather than prerendered) or
 * no IntersectionObserver (outside a browser).
 */
export function nearViewport(selector: string): Promise<void> {
  if (typeof window === 'undefined' || typeof IntersectionObserver === 'undefined')
    return Promise.resolve();
  const element = document.querySelector(selector);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
  });
}
