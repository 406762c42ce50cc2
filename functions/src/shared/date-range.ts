import { z } from './zod';

/** The widest range an admin list is filtered by: a year, leap day included. */
export const RANGE_MAX_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;

export const RANGE_MESSAGES = {
  instant: 'Give the date as an ISO 8601 date and time, e.g. 2026-12-01T00:00:00Z.',
  startMissing: 'Give the start of the range too.',
  backwards: 'The end of the range must be after its start.',
  tooWide: `Choose a range of at most ${RANGE_MAX_DAYS} days.`,
} as const;

const instantSchema = z.iso.datetime({ offset: true, error: RANGE_MESSAGES.instant });
const instant = instantSchema.optional();
const isInstant = (text: string): boolean => instantSchema.safeParse(text).success;

/**
 * A list's date range: entries at or after `from` and before `to`. `to` alone is refused (the
 * range would reach back to the first entry ever), as is a range backwards or wider than a year:
 * a filter never turns into a scan of everything.
 */
export const dateRangeShape = { from: instant, to: instant };

export interface DateRange {
  from?: string | undefined;
  to?: string | undefined;
}

/** Adds the range's problems to `ctx`, at the field that has to change. */
export function checkRange(range: DateRange, ctx: z.RefinementCtx, nowMs = Date.now()): void {
  const { from, to } = range;
  // A date that is not an instant has its own message already.
  if ([from, to].some((value) => value !== undefined && !isInstant(value))) return;
  if (to !== undefined && from === undefined) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: RANGE_MESSAGES.startMissing });
    return;
  }
  if (from === undefined) return;
  const start = Date.parse(from);
  const end = to === undefined ? nowMs : Date.parse(to);
  if (to !== undefined && end <= start) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: RANGE_MESSAGES.backwards });
  } else if (end - start > RANGE_MAX_DAYS * DAY_MS) {
    ctx.addIssue({
      code: 'custom',
      path: [to === undefined ? 'from' : 'to'],
      message: RANGE_MESSAGES.tooWide,
    });
  }
}
