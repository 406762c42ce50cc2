import { z } from './zod';
import { checkRange, dateRangeShape } from './date-range';
import { documentId } from './fields';

/**
 * How the admin area lists records and decides on one (bookings, meeting requests, payments,
 * endorsements, the inbox), so every list and every decision has one shape.
 */

type Statuses = readonly [string, ...string[]];

/** Rows per page of an admin list unless the request asks for another number. */
export const ADMIN_PAGE_SIZE = 20;
/** What an admin reads when the page of a list they asked for can no longer be found. */
export const PAGE_EXPIRED_MESSAGE = 'This list has changed since it was opened. Reload it.';
const PAGE_LIMIT_MESSAGE = 'Ask for 1 to 100 rows at a time.';

/**
 * Which page of an admin list: the first (no cursor), or the one after the page whose answer
 * gave `cursor` (opaque to the client; the server refuses one it did not make).
 */
export const pageRequestShape = {
  cursor: z
    .string({ error: PAGE_EXPIRED_MESSAGE })
    .min(1, PAGE_EXPIRED_MESSAGE)
    .max(500, PAGE_EXPIRED_MESSAGE)
    .optional(),
  limit: z
    .number({ error: PAGE_LIMIT_MESSAGE })
    .int(PAGE_LIMIT_MESSAGE)
    .min(1, PAGE_LIMIT_MESSAGE)
    .max(100, PAGE_LIMIT_MESSAGE)
    .default(ADMIN_PAGE_SIZE),
};

/** An admin list's request that only pages. */
export const pageRequestSchema = z.object(pageRequestShape);

/**
 * An admin list's filters: every record, or those in one of `statuses`, stored within a date
 * range (`from` inclusive, `to` exclusive; docs/admin-overview.md).
 */
const statusFilterShape = <const S extends Statuses>(statuses: S, error: string) => ({
  status: z.enum(statuses, { error }).optional(),
  ...dateRangeShape,
});

/** An admin list's filters as its export takes them: no page. */
export const statusFilterOnlySchema = <const S extends Statuses>(statuses: S, error: string) =>
  z.object(statusFilterShape(statuses, error)).superRefine(checkRange);

/** An admin list's request: its filters, a page at a time. */
export const statusFilterSchema = <const S extends Statuses>(statuses: S, error: string) =>
  z.object({ ...statusFilterShape(statuses, error), ...pageRequestShape }).superRefine(checkRange);

/** An admin list's answer: one page, newest first, and the cursor of the next (null: the last). */
export const itemsSchema = <Row extends z.ZodType>(row: Row) =>
  z.object({ items: z.array(row), nextCursor: z.string().nullable() });

/** An admin's decision on one record: which one (`missing` when it names none), and what. */
export const decisionSchema = <const D extends Statuses>(
  missing: string,
  decisions: D,
  error: string,
) => z.object({ id: documentId(missing), decision: z.enum(decisions, { error }) });

/** The answer to a change of a record's status: its status now. */
export const statusSchema = <const S extends Statuses>(statuses: S) =>
  z.object({ success: z.literal(true), status: z.enum(statuses) });
