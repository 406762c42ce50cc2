import type { AvailabilitySlot } from '@shared/availability';
import { DateTime } from 'luxon';

/** A week shows 7 days starting Monday; "next available" looks 14 days ahead. */
export const WEEK_DAYS = 7;
export const NEXT_AVAILABLE_SEARCH_DAYS = 14;

/** A slot as the visitor sees it: its start in their own time zone. */
export interface VisitorSlot {
  slot: AvailabilitySlot;
  start: DateTime;
}

/** One day of the week grid, in the visitor's zone. */
export interface WeekDay {
  /** YYYY-MM-DD in the visitor's zone. */
  date: string;
  past: boolean;
  today: boolean;
  /** Free slots starting on this day (visitor's zone). */
  count: number;
}

/** The day `date` (YYYY-MM-DD) at midnight in `zone`. */
export const dayIn = (date: string, zone: string): DateTime => DateTime.fromISO(date, { zone });

/** The Monday of the week holding `date` (ISO weeks start on Monday). */
export const mondayOf = (date: string, zone: string): string =>
  dayIn(date, zone).startOf('week').toISODate() ?? date;

export const addDays = (date: string, days: number, zone: string): string =>
  dayIn(date, zone).plus({ days }).toISODate() ?? date;

/**
 * The slots by the visitor's calendar day, each day's in time order. Slots that have already begun
 * are left out (a copy kept from an earlier visit may hold some). The server's `date` and `time` are
 * the owner's; the day a visitor sees comes from the UTC `start`, so a slot can fall on another
 * date for them.
 */
export function slotsByVisitorDay(
  slots: readonly AvailabilitySlot[],
  zone: string,
  now: DateTime,
): Map<string, VisitorSlot[]> {
  const days = new Map<string, VisitorSlot[]>();
  const upcoming = slots
    .map((slot) => ({ slot, start: DateTime.fromISO(slot.start, { zone }) }))
    .filter(({ start }) => start.isValid && start > now)
    .sort((a, b) => a.start.toMillis() - b.start.toMillis());
  for (const entry of upcoming) {
    const date = entry.start.toISODate();
    if (!date) continue;
    const day = days.get(date);
    if (day) day.push(entry);
    else days.set(date, [entry]);
  }
  return days;
}

/** The 7 days from `monday`, marked past, today, and with their slot counts. */
export function weekDays(
  monday: string,
  today: string,
  byDay: ReadonlyMap<string, readonly VisitorSlot[]>,
  zone: string,
): WeekDay[] {
  return Array.from({ length: WEEK_DAYS }, (_, offset) => {
    const date = addDays(monday, offset, zone);
    return {
      date,
      past: date < today,
      today: date === today,
      count: byDay.get(date)?.length ?? 0,
    };
  });
}

/** The first day after `from`, within the next 14 days, with a free slot; null when none has. */
export function nextAvailableDate(
  from: string,
  byDay: ReadonlyMap<string, readonly VisitorSlot[]>,
  zone: string,
  days = NEXT_AVAILABLE_SEARCH_DAYS,
): string | null {
  for (let offset = 1; offset <= days; offset += 1) {
    const date = addDays(from, offset, zone);
    if ((byDay.get(date)?.length ?? 0) > 0) return date;
  }
  return null;
}
