import type {
  InfiniteData,
  QueryClient,
  QueryKey,
  UseInfiniteQueryOptions,
} from '@tanstack/react-query';
import { isUnreachable } from '@/lib/api-client';
import { isRecord } from '../is-record';
import { KEPT_FOR_ACCOUNT, type Reading } from './kept-offline';

/**
 * Rows per page of an admin list unless the admin chose another size: every list asks for this
 * many (the server's default page), and shows this many placeholder rows while its first page
 * loads, so nothing moves when it comes.
 */
export const PAGE_SIZE = 25;

/** The page sizes a filtered admin list offers (the first is PAGE_SIZE). */
export const PAGE_SIZES = [PAGE_SIZE, 50, 100] as const;

/** One page of an admin list, as the server answers it: rows, and the next page's cursor. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** A list read a page at a time, as the cache holds it. */
export type Pages<T> = InfiniteData<Page<T>, string | undefined>;

/** The options of a list read a page at a time (`useInfiniteQuery`). */
export type PagedQuery<T> = UseInfiniteQueryOptions<
  Page<T>,
  Error,
  Pages<T>,
  QueryKey,
  string | undefined
>;

/** Whether rows that came at `dataUpdatedAt` were kept by an earlier visit (restored from storage). */
const keptFromEarlierVisit = (dataUpdatedAt: number): boolean =>
  dataUpdatedAt < performance.timeOrigin;

/**
 * The options of a list read a page at a time: `read` answers the page after `cursor` (the first
 * without one). A refetch reads again from the first page, with cursors fresh from each answer,
 * so an invalidated list shows the server's rows in its order, as many pages as were loaded.
 * The pages shown are kept for reading offline until the account signs out here (see
 * keptCopyTime). Pages an earlier visit kept are read again when the list is first shown; within
 * a visit a list stays as the changes that invalidate it keep it, so showing it again reads nothing.
 */
export function pagedQuery<T>(
  queryKey: QueryKey,
  read: (cursor: string | undefined, signal: AbortSignal) => Promise<Page<T>>,
): PagedQuery<T> {
  return {
    ...KEPT_FOR_ACCOUNT,
    refetchOnMount: (query) => (keptFromEarlierVisit(query.state.dataUpdatedAt) ? 'always' : false),
    queryKey,
    queryFn: ({ pageParam, signal }) => read(pageParam, signal),
    initialPageParam: undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  };
}

/**
 * Keeps only the first page of the list under `queryKey`: a list shown again after its filter
 * changed starts at its first page, as a fresh one would.
 */
export function firstPageOnly(client: QueryClient, queryKey: QueryKey): void {
  client.setQueryData<Pages<unknown>>(queryKey, (data) =>
    data && data.pages.length > 1
      ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) }
      : data,
  );
}

/**
 * When a list's rows are the ones kept from an earlier read because this read never reached the
 * server (offline): the time they came, for the "may be out of date" note. Null otherwise: a
 * server error is shown as one, rows or not.
 */
export function keptCopyTime(read: {
  isRefetchError: boolean;
  error: unknown;
  dataUpdatedAt: number;
}): Date | null {
  return read.isRefetchError && isUnreachable(read.error) ? new Date(read.dataUpdatedAt) : null;
}

/**
 * Whether a list holds only rows an earlier visit kept and is reading the server for the current
 * ones: it shows its placeholders meanwhile, so the rows are drawn once (what the server answers,
 * or the kept ones if the read cannot reach it), not twice.
 */
export const readingOverKeptCopy = (read: {
  isFetching: boolean;
  isFetchingNextPage: boolean;
  dataUpdatedAt: number;
}): boolean =>
  read.isFetching && !read.isFetchingNextPage && keptFromEarlierVisit(read.dataUpdatedAt);

/** Every row loaded so far, in the server's order. */
export const rowsOf = <T>(pages: Pages<T> | undefined): T[] =>
  pages?.pages.flatMap((page) => page.items) ?? [];

// Only its shape is asked: the rows in it are this cache's own, written by its query.
const isReading = <T>(data: unknown): data is Reading<T[]> =>
  isRecord(data) && Array.isArray(data.value) && typeof data.receivedAt === 'number';

const isPages = (data: unknown): data is Pages<unknown> =>
  isRecord(data) &&
  Array.isArray(data.pages) &&
  data.pages.every((page: unknown) => isRecord(page) && Array.isArray(page.items));

/**
 * Changes rows in place in every list under `queryKey` (a key or a prefix), whether read whole
 * (an array) or a page at a time: `change` answers the row as it is now, or null to take it out.
 * Nothing moves but that row.
 */
export function changeRows<T>(
  client: QueryClient,
  queryKey: QueryKey,
  change: (row: T) => T | null,
): void {
  const apply = (rows: T[]): T[] =>
    rows.map((row) => change(row)).filter((row): row is T => row !== null);
  client.setQueriesData<T[] | Pages<T> | Reading<T[]>>({ queryKey }, (data) => {
    if (Array.isArray(data)) return apply(data);
    if (isReading<T>(data)) return { ...data, value: apply(data.value) };
    if (!isPages(data)) return data;
    return { ...data, pages: data.pages.map((page) => ({ ...page, items: apply(page.items) })) };
  });
}
