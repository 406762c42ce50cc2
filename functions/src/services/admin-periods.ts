import { DateTime } from 'luxon';

/** A period the overview counts over: `from` inclusive, `to` exclusive, as ISO instants. */
export interface Period {
  from: string;
  to: string;
}

/** The periods of the owner's numbers at a glance, in the owner's time zone. */
export interface OverviewPeriods {
  /** Monday 00:00 of this week to next Monday. */
  week: Period;
  month: Period;
  lastMonth: Period;
}

const period = (start: DateTime, end: DateTime): Period => ({
  from: start.toUTC().toISO() ?? '',
  to: end.toUTC().toISO() ?? '',
});

/**
 * This week, this month and last month where the owner is (`zone`, their availability's time
 * zone), as the instants the admin lists filter by: a "this month" number and the list it links
 * to cover exactly the same instants.
 */
export function overviewPeriods(nowMs: number, zone: string): OverviewPeriods {
  const now = DateTime.fromMillis(nowMs, { zone });
  const week = now.startOf('week');
  const month = now.startOf('month');
  return {
    week: period(week, week.plus({ weeks: 1 })),
    month: period(month, month.plus({ months: 1 })),
    lastMonth: period(month.minus({ months: 1 }), month),
  };
}
