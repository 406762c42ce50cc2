import { publish } from '@/lib/events';

// A section counts as viewed once it reaches the middle fifth of the screen: the edge of the next
// section showing under the hero is not a view of it.
const VIEW_BAND = '-40% 0px -40% 0px';

let observer: IntersectionObserver | undefined;
const watched = new Map<Element, string>();

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const section = watched.get(entry.target);
        if (!entry.isIntersecting || section === undefined) continue;
        watched.delete(entry.target);
        forget(entry.target);
        publish('section.viewed', { section });
      }
    },
    { rootMargin: VIEW_BAND },
  );
  return observer;
}

/** Stops watching `element`; with nothing left to watch (the visitor left the page) the observer goes. */
function forget(element: Element): void {
  observer?.unobserve(element);
  if (watched.size > 0) return;
  observer?.disconnect();
  observer = undefined;
}

/**
 * Publishes `section.viewed` the first time `element` comes into view, then stops watching it;
 * the returned function stops earlier (the section left the page). One observer serves every
 * section.
 */
export function watchSectionView(element: Element, section: string): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const shared = sharedObserver();
  watched.set(element, section);
  shared.observe(element);
  return () => {
    if (watched.delete(element)) forget(element);
  };
}
