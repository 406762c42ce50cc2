import type { QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import { isUnreachable, type AnswerSchema } from '@/lib/api-client';
import { isRecord } from '@/lib/is-record';

/** How long a kept answer is good for reading offline (./persister.ts). */
export const KEPT_OFFLINE_MS = 30 * 24 * 60 * 60 * 1000;

/** A read kept for offline: the answer, when it came, and whether it is the copy kept from then. */
export interface Reading<T> {
  value: T;
  /** When the server gave this answer (ms since the epoch): what the "may be out of date" note dates. */
  receivedAt: number;
  /** The network failed and this is the answer kept from an earlier read. */
  saved: boolean;
}

let restoring: Promise<void> = Promise.resolve();

/** The persister says when its restore is done: a failed read waits for it before it answers. */
export function restoringFrom(restore: Promise<void>): void {
  restoring = restore.catch(() => undefined);
}

/**
 * The kept reading, checked like any data from outside: the cache was restored from IndexedDB,
 * where another version of the app may have left anything. `schema` must accept the values it
 * parses to (true of the shared response schemas, which only check).
 */
function parseKept<T>(kept: unknown, schema: AnswerSchema<T>): Reading<T> | null {
  if (!isRecord(kept)) return null;
  const { receivedAt } = kept;
  if (typeof receivedAt !== 'number' || !Number.isFinite(receivedAt)) return null;
  const parsed = schema.safeParse(kept.value);
  return parsed.success ? { value: parsed.data, receivedAt, saved: true } : null;
}

/**
 * The options of a public read kept for offline: kept in IndexedDB (through the persister), and
 * never dropped from the cache, or the persister's next save would lose it once nothing had shown
 * it for five minutes (30 days would not do: timers past 24.8 days fire at once). Read again on
 * every mount, since a kept answer stands in only for one the network cannot give.
 */
export const KEPT_OFFLINE = {
  meta: { keepOffline: true },
  gcTime: Infinity,
  refetchOnMount: 'always',
} as const;

/**
 * The options of a read of the signed-in account's own data kept for offline, as KEPT_OFFLINE,
 * until the account signs out here: then it goes with every other read made with the account
 * (./client.ts), so the next person at this browser never sees it.
 */
export const KEPT_FOR_ACCOUNT = {
  ...KEPT_OFFLINE,
  meta: { keepOffline: true, account: true },
} as const;

/**
 * The query function's work for a read kept for offline: `read`'s answer, or, when the request
 * never reaches the server, the answer kept from an earlier read, marked `saved`. A server error,
 * or no network and nothing kept, fails the query.
 */
export async function readKept<T>(
  context: QueryFunctionContext,
  read: () => Promise<T>,
  schema: AnswerSchema<T>,
): Promise<Reading<T>> {
  try {
    return { value: await read(), receivedAt: Date.now(), saved: false };
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    await restoring;
    const kept = parseKept(context.client.getQueryData(context.queryKey), schema);
    if (kept) return kept;
    throw error;
  }
}

/** A read kept for offline, as a list's card takes it: its key, its read, and its kept options. */
export interface KeptRead<T> {
  queryKey: QueryKey;
  queryFn: (context: QueryFunctionContext) => Promise<Reading<T>>;
  meta: { keepOffline: true; account?: true };
  gcTime: number;
  refetchOnMount: 'always';
}

/**
 * A kept read another feature owns, handed in by the app layer (features never import each
 * other): its key, and its read (`fresh` skips the browser's HTTP cache).
 */
export interface KeptSource<T> {
  queryKey: QueryKey;
  read: (context: QueryFunctionContext, fresh: boolean) => Promise<Reading<T>>;
}
