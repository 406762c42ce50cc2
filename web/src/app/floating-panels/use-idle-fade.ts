import { useMediaQuery } from '@/lib/media-query';
import { useEffect, useState } from 'react';

/** Floating buttons fade after 4 s idle, on screens under the 768 px mobile breakpoint. */
export const IDLE_FADE_MS = 4000;
export const NARROW_SCREEN_QUERY = '(max-width: 767.98px)';

// Capture on window sees scrolls of inner containers too (they do not bubble); passive so
// listening never delays scrolling.
const ACTIVITY_EVENTS = ['scroll', 'touchstart', 'pointerdown', 'click', 'keydown'] as const;
const LISTENER_OPTIONS = { capture: true, passive: true } as const;

/**
 * True while a floating button should be faded out: the screen is narrow and nobody has
 * scrolled, touched, clicked or typed for `IDLE_FADE_MS`. `paused` (an open panel) keeps it shown.
 */
export function useIdleFade(paused = false): boolean {
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const watching = narrow && !paused;
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    if (!watching) return undefined;
    let timer = window.setTimeout(() => setIdle(true), IDLE_FADE_MS);
    const onActivity = (): void => {
      setIdle(false);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setIdle(true), IDLE_FADE_MS);
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, LISTENER_OPTIONS);
    return () => {
      window.clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) {
        window.removeEventListener(type, onActivity, LISTENER_OPTIONS);
      }
      // A panel opened from elsewhere (no activity here) must not leave a stale idle flag that
      // would hide the button the moment it closes again.
      setIdle(false);
    };
  }, [watching]);

  return watching && idle;
}
