import { useEffect, useRef, type RefObject } from 'react';
import type { SectionId } from '@shared/content/navigation-schema';
import { pageLoadedAndIdle } from '@/lib/start/page-loaded';

/**
 * Tells the app (`section.viewed`) when this section first comes into view, once per page view.
 * Watching starts when the page has loaded and is idle, and its code loads only then, so the
 * first load neither carries nor runs it.
 */
export function useSectionViewed<T extends Element>(section: SectionId): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    let active = true;
    let stop: (() => void) | undefined;
    void pageLoadedAndIdle()
      .then(() => import('../section-views'))
      .then(({ watchSectionView }) => {
        if (active && ref.current) stop = watchSectionView(ref.current, section);
      })
      // Offline with the chunk missing: the view simply goes untold.
      .catch(() => undefined);
    return () => {
      active = false;
      stop?.();
    };
  }, [section]);
  return ref;
}
