import { startTransition, useEffect, useState } from 'react';
import { pageLoadedAndIdle } from '@/lib/page-load';

/**
 * False until the page has loaded and the browser is idle: what the visitor did not ask for
 * (overlays, widgets, the update check) waits for this, so it never competes with the first paint.
 */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let mounted = true;
    // A transition, so React finishes adopting the prerendered page before this re-render.
    void pageLoadedAndIdle().then(() => mounted && startTransition(() => setReady(true)));
    return () => {
      mounted = false;
    };
  }, []);
  return ready;
}
