import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClient } from '@tanstack/query-persist-client-core';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { isKeptOffline } from './client';
import { KEPT_OFFLINE, KEPT_OFFLINE_MS, restoringFrom } from './kept-offline';

interface AnswersDb extends DBSchema {
  answers: { key: string; value: string };
}

/** Bump it when a kept answer's shape changes: what an older version kept is then dropped. */
export const KEPT_FORMAT = '1';
const DB_NAME = 'kept-answers';

/**
 * The persister's storage: one IndexedDB store, through `idb` (the offline queue's library, so
 * nothing new to load). Storage that is blocked or full is no error: there is just no kept answer.
 */
function answersStorage() {
  let database: Promise<IDBPDatabase<AnswersDb>> | undefined;
  const open = () =>
    (database ??= openDB<AnswersDb>(DB_NAME, 1, {
      upgrade(upgrading) {
        upgrading.createObjectStore('answers');
      },
    }));
  return {
    getItem: async (key: string) => (await open().catch(() => null))?.get('answers', key),
    setItem: async (key: string, value: string) => {
      await (await open().catch(() => null))?.put('answers', value, key).catch(() => undefined);
    },
    removeItem: async (key: string) => {
      await (await open().catch(() => null))?.delete('answers', key).catch(() => undefined);
    },
  };
}

/**
 * Restores the answers kept for offline into `client` and keeps them from now on: only the queries
 * marked `keepOffline` that hold an answer, for 30 days. A save waits at most 100 ms after a
 * change, so an answer is kept even when the page is closed right after it came. Answers the
 * restore, done or failed.
 */
export function keepAnswersOffline(client: QueryClient): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  const [, restored] = persistQueryClient({
    queryClient: client,
    persister: createAsyncStoragePersister({
      storage: answersStorage(),
      key: 'query-cache',
      throttleTime: 100,
    }),
    maxAge: KEPT_OFFLINE_MS,
    buster: KEPT_FORMAT,
    // Restored before any part asks for them: kept as their own queries keep them.
    hydrateOptions: { defaultOptions: { queries: { gcTime: KEPT_OFFLINE.gcTime } } },
    dehydrateOptions: {
      shouldDehydrateQuery: (query) => isKeptOffline(query) && query.state.data !== undefined,
    },
  });
  restoringFrom(restored);
  return restored.catch(() => undefined);
}
