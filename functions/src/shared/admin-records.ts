import { z } from './zod';
import { documentId } from './fields';

/**
 * How the admin area lists records and decides on one (bookings, meeting requests, payments,
 * endorsements, the inbox), so every list and every decision has one shape.
 */

type Statuses = readonly [string, ...string[]];

/** An admin list's request: every record, or those in one of `statuses`. */
export const statusFilterSchema = <const S extends Statuses>(statuses: S, error: string) =>
  z.object({ status: z.enum(statuses, { error }).optional() });

/** An admin list's answer. */
export const itemsSchema = <Row extends z.ZodType>(row: Row) => z.object({ items: z.array(row) });

/** An admin's decision on one record: which one (`missing` when it names none), and what. */
export const decisionSchema = <const D extends Statuses>(
  missing: string,
  decisions: D,
  error: string,
) => z.object({ id: documentId(missing), decision: z.enum(decisions, { error }) });

/** The answer to a change of a record's status: its status now. */
export const statusSchema = <const S extends Statuses>(statuses: S) =>
  z.object({ success: z.literal(true), status: z.enum(statuses) });
