import type { QueryKey } from '@tanstack/react-query';
import type { Capability } from './capabilities';
import { PAGE_SIZE, pagedQuery, type Page, type PagedQuery } from './paged';

/**
 * Which rows of a status-filtered admin list, and how many a page: what its address says. `from`
 * and `to` (ISO instants) keep the rows stored within that range, as the overview's numbers
 * link to them.
 */
export interface StatusListFilter<Status extends string> {
  status: Status | undefined;
  limit: number;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * The keys of a capability's admin lists, one per status filter and page size: `admin()` is the
 * prefix of them all (what a change to one row updates), `adminList(filter)` one list ('all'
 * without a status).
 */
export function adminListKeys<Status extends string>(capability: Capability) {
  const admin = () => [capability, 'admin'] as const;
  return {
    admin,
    adminList: ({ status, limit, from, to }: StatusListFilter<Status>) =>
      [...admin(), { status: status ?? 'all', limit, from, to }] as const,
  };
}

/**
 * What an admin list asks the server for: a page of `limit` rows after `cursor` (the first page
 * without one), of the rows with `status` (of every row without).
 */
export function pageRequest<Status extends string = never>(
  cursor: string | undefined,
  status?: Status,
  limit = PAGE_SIZE,
): { limit: number; status?: Status; cursor?: string } {
  return { limit, ...(status ? { status } : {}), ...(cursor ? { cursor } : {}) };
}

/** A status-filtered list's page request: its status, size and date range, and the cursor. */
export function listRequest<Status extends string>(
  { status, limit, from, to }: StatusListFilter<Status>,
  cursor: string | undefined,
) {
  return {
    ...pageRequest(cursor, status, limit),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}

/**
 * A list read a page at a time, one list per value of its filter (a status, a kind, a search):
 * `key` names the list of a filter, `read` answers its page after `cursor`.
 */
export function filteredPagedQuery<Filter, T>(
  key: (filter: Filter) => QueryKey,
  read: (filter: Filter, cursor: string | undefined, signal: AbortSignal) => Promise<Page<T>>,
): (filter: Filter) => PagedQuery<T> {
  return (filter) => pagedQuery(key(filter), (cursor, signal) => read(filter, cursor, signal));
}
