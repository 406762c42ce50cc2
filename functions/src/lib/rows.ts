import {
  Timestamp,
  type CollectionReference,
  type DocumentData,
  type Query,
} from 'firebase-admin/firestore';
import type { z } from 'zod';
import type { DateRange } from '../shared/date-range';
import { wellFormed, type ReadDocument } from './converters';
import { pageOf, type Page, type PageRequest, type PagedList } from './pages';

/** The most a visitor's own list on their dashboard shows (admin lists come a page at a time). */
export const OWN_LIST_LIMIT = 100;

/**
 * A document as `schema`'s row (what the dashboards, the admin area and the manage page show):
 * its id added, its instants as UTC ISO strings, and only the fields the row keeps.
 */
export function rowOf<Row>(schema: z.ZodType<Row>, id: string, document: object): Row {
  const fields = Object.entries(document).map(([key, value]: [string, unknown]) => [
    key,
    value instanceof Timestamp ? value.toDate().toISOString() : value,
  ]);
  return schema.parse({ ...Object.fromEntries(fields), id });
}

/** The newest `limit` documents of `query` (by the time they were stored) that match their schema. */
export async function newest<T extends DocumentData>(
  query: Query<T, T>,
  limit: number,
): Promise<ReadDocument<T>[]> {
  const snapshot = await query.orderBy('createdAt', 'desc').limit(limit).get();
  return wellFormed(snapshot.docs);
}

/** The newest `limit` documents of `query` as `schema`'s rows. */
export async function newestRows<T extends DocumentData, Row>(
  query: Query<T, T>,
  limit: number,
  schema: z.ZodType<Row>,
): Promise<Row[]> {
  return (await newest(query, limit)).map(({ id, data }) => rowOf(schema, id, data));
}

/** All of `collection`, or only its documents in `status` when one is given. */
export function inStatus<T extends DocumentData>(
  collection: CollectionReference<T, T>,
  status?: string,
): Query<T, T> {
  return status ? collection.where('status', '==', status) : collection;
}

/**
 * `query` narrowed to the documents whose instant `field` (their time of storing, unless told) is
 * within `range` (`from` inclusive, `to` not).
 */
export function storedWithin<T extends DocumentData>(
  query: Query<T, T>,
  { from, to }: DateRange = {},
  field = 'createdAt',
): Query<T, T> {
  let within = query;
  if (from !== undefined) within = within.where(field, '>=', Timestamp.fromDate(new Date(from)));
  if (to !== undefined) within = within.where(field, '<', Timestamp.fromDate(new Date(to)));
  return within;
}

/** Names a list's date range in its cursor, so one made for another range is refused. */
export const rangeName = ({ from, to }: DateRange = {}): string =>
  from === undefined && to === undefined ? '' : `:${from ?? ''}..${to ?? ''}`;

/**
 * An admin list of `collection` by when its documents were stored: all of them, or those in
 * `status`, within `range` when one is given (filtered by the query, so every page is full while
 * more match).
 */
export function storedList<T extends DocumentData>(
  collection: CollectionReference<T, T>,
  status?: string,
  range?: DateRange,
): PagedList<T> {
  return {
    name: `${collection.id}:${status ?? 'all'}${rangeName(range)}`,
    collection,
    sortField: 'createdAt',
    runs: [storedWithin(inStatus(collection, status), range)],
  };
}

/** A page of `list` as `schema`'s rows. */
export async function pageOfRows<T extends DocumentData, Row>(
  list: PagedList<T>,
  page: PageRequest,
  schema: z.ZodType<Row>,
): Promise<Page<Row>> {
  const { items, nextCursor } = await pageOf(list, page);
  return { items: items.map(({ id, data }) => rowOf(schema, id, data)), nextCursor };
}
