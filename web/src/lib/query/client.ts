import { QueryClient, type Query } from '@tanstack/react-query';
import { onSignOut } from '@/lib/session';

/** How long an answer no part of the page shows any more is kept before it is dropped. */
export const KEEP_UNUSED_MS = 5 * 60 * 1000;

/** Between retries, where a query turns them on: 1 s, 2 s, 4 s… and never more than 30 s. */
export const retryDelay = (failures: number): number => Math.min(1000 * 2 ** failures, 30_000);

/**
 * The product's data-cache rules. An answer is never stale by itself: it is read again when a
 * change the page made invalidates it, or where a query asks for it (the offline-kept reads on
 * every mount). No retries, and no reads on focus or reconnect, unless a query asks. Queries and
 * mutations run whether or not the browser says it is online (`networkMode: 'always'`): a call
 * that fails offline says so in its own words, and an offline-kept read answers its saved copy.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        gcTime: KEEP_UNUSED_MS,
        retry: false,
        retryDelay,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        networkMode: 'always',
      },
      mutations: { retry: false, retryDelay, networkMode: 'always' },
    },
  });
}

/** The page's one cache, loaded with MUI's scope (the first part that reads data). */
export const queryClient = createQueryClient();

/** Whether `query` holds an answer kept for reading offline (see ./kept-offline.ts). */
export const isKeptOffline = (query: Query): boolean => query.meta?.keepOffline === true;

/** Whether `query` holds the account's own data (kept offline only while it is signed in). */
const isAccounts = (query: Query): boolean => query.meta?.account === true;

// A page that was signed out keeps nothing read with the account: the next user of the browser
// must not see it. The public answers kept offline stay; the account's own go too (the persister
// then stores the cache without them).
onSignOut(() =>
  queryClient.removeQueries({ predicate: (query) => !isKeptOffline(query) || isAccounts(query) }),
);
