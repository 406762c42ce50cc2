import { useQueryClient, type QueryCache } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { Capability } from '@/lib/query/capabilities';

/**
 * Where a part of the page stands with its server data: `loading` until every read it shows has
 * answered (also while it has none yet: its code is still coming), `failed` if one failed,
 * `shown` once all are on screen.
 */
export type ReadsState = 'loading' | 'shown' | 'failed';

function readsState(cache: QueryCache, capabilities: readonly string[]): ReadsState {
  // Only reads something on the page shows (observed): an earlier filter's list is not one.
  const shown = cache
    .getAll()
    .filter(
      (query) => capabilities.includes(String(query.queryKey[0])) && query.getObserversCount() > 0,
    );
  if (shown.length === 0 || shown.some((query) => query.state.fetchStatus === 'fetching'))
    return 'loading';
  return shown.some((query) => query.state.status === 'error') ? 'failed' : 'shown';
}

/** The state of the reads of `capabilities` the page shows, kept current as they change. */
export function useReadsState(capabilities: readonly Capability[]): ReadsState {
  const cache = useQueryClient().getQueryCache();
  const names = capabilities.join(' ');
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const snapshot = useCallback(() => readsState(cache, names.split(' ')), [cache, names]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
