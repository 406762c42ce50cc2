import { startTransition, useEffect, useState } from 'react';
import { afterLoadTurn } from '@/lib/page-load';

/**
 * False until the page has loaded and this caller's turn has come (one per idle period, with its
 * code fetched first: `afterLoadTurn`): what the visitor did not ask for (overlays, widgets, the
 * update check) never competes with the first paint, nor with each other.
 */
export function useAfterLoad(load?: () => Promise<unknown>, { last = false } = {}): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let mounted = true;
    // A transition, so React finishes adopting the prerendered page before this re-render.
    void afterLoadTurn(load, { last }).then(() => mounted && startTransition(() => setReady(true)));
    return () => {
      mounted = false;
    };
  }, [load, last]);
  return ready;
}
