import { DateTime } from 'luxon';
import {
  WEEKDAYS,
  cellsCovering,
  type AvailabilitySettings,
  type AvailabilitySlot,
  type WorkingHours,
} from '../shared/availability';

// Pure slot arithmetic over the owner's rules: no Firestore, no clock of its own (callers pass
// `nowMs`), so property tests can run it over years and time zones. All wall-clock arithmetic is
// Luxon's, in the owner's zone; what leaves here is UTC.

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const clock = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The instant of an owner-zone wall-clock time, or undefined when that time does not exist that
 * day (inside a daylight-saving gap, where Luxon would silently move it forward). An ambiguous time
 * (the hour that repeats when clocks go back) is its first occurrence.
 */
export function ownerInstant(date: string, time: string, zone: string): DateTime<true> | undefined {
  const instant = DateTime.fromISO(`${date}T${time}`, { zone });
  if (!instant.isValid || instant.toFormat('HH:mm') !== time || instant.toISODate() !== date)
    return undefined;
  // Luxon's own pick between the two occurrences differs by zone (London and New York get the
  // later one, Lord Howe the earlier), so the earlier is chosen here explicitly.
  return instant
    .getPossibleOffsets()
    .reduce((first, candidate) => (candidate.toMillis() < first.toMillis() ? candidate : first));
}

/**
 * The owner's working stretches on an owner-zone date (none on a blackout date), earliest first,
 * so a day's slots come out in time order however the owner listed them.
 */
function workingHoursOn(settings: AvailabilitySettings, date: DateTime): readonly WorkingHours[] {
  const isoDate = date.toISODate();
  if (isoDate === null || settings.blackoutDates.includes(isoDate)) return [];
  const weekday = WEEKDAYS[date.weekday - 1];
  const stretches = weekday ? settings.weeklyHours[weekday] : [];
  return [...stretches].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
}

/** Minutes since the owner-zone midnight a wall clock shows. */
const wallMinutes = (instant: DateTime): number => instant.hour * 60 + instant.minute;

/** The UTC ISO-8601 form of an instant, as Luxon's `toUTC().toISO()` writes it. */
const utcIso = (ms: number): string => new Date(ms).toISOString();

/**
 * Owner-zone midnight of `day` (in ms) when the owner's clocks do not change that day: 24 hours
 * later the zone has the same UTC offset (so that instant is the next midnight), and every wall
 * time of the day lies exactly that many minutes after midnight. Undefined on the days of a
 * change (or when the clocks skip midnight itself), which take the slow way. (A zone that changed
 * and changed back within one day would pass; no zone does.) This matters for speed: Luxon finds
 * a zone's offset through `Intl` for every instant it builds, so one extra lookup per day instead
 * of several per slot keeps 14 days of slots well inside their time budget.
 */
function steadyMidnight(day: DateTime<true>): number | undefined {
  if (wallMinutes(day) !== 0) return undefined;
  const midnight = day.toMillis();
  return day.zone.offset(midnight + 86_400_000) === day.offset ? midnight : undefined;
}

/** A slot from `at` (wall minutes) on a day of a clock change, if its times exist and hold. */
function slotOnChangeDay(
  date: string,
  at: number,
  slotMinutes: number,
  zone: string,
): { startMs: number; endMs: number } | undefined {
  const start = ownerInstant(date, clock(at), zone);
  if (!start) return undefined;
  // The slot length in elapsed time, then read on the owner's wall clock: a change during the
  // slot shows as a wall-clock end other than start plus the slot length.
  const endMs = start.toMillis() + slotMinutes * 60_000;
  const finish = DateTime.fromMillis(endMs, { zone });
  if (wallMinutes(finish) !== at + slotMinutes) return undefined;
  return { startMs: start.toMillis(), endMs };
}

/**
 * Every slot of one owner-zone date by the rules alone (before notice, horizon and claims): from
 * the start of each working stretch, one slot every slot length plus buffer, each ending within the
 * stretch. Wall-clock times that do not exist that day are skipped; a slot whose wall-clock end
 * is not its start plus the slot length (the clocks change during it) is skipped too.
 */
export function slotsOnDate(settings: AvailabilitySettings, date: string): AvailabilitySlot[] {
  const zone = settings.timeZone;
  const day = DateTime.fromISO(date, { zone });
  if (!day.isValid) return [];
  const midnight = steadyMidnight(day);
  const slots: AvailabilitySlot[] = [];
  const step = settings.slotMinutes + settings.bufferMinutes;
  for (const hours of workingHoursOn(settings, day)) {
    const end = minutesOf(hours.end);
    for (let at = minutesOf(hours.start); at + settings.slotMinutes <= end; at += step) {
      const slot =
        midnight === undefined
          ? slotOnChangeDay(date, at, settings.slotMinutes, zone)
          : {
              startMs: midnight + at * 60_000,
              endMs: midnight + (at + settings.slotMinutes) * 60_000,
            };
      if (!slot) continue;
      slots.push({
        date,
        time: clock(at),
        status: 'available',
        start: utcIso(slot.startMs),
        end: utcIso(slot.endMs),
      });
    }
  }
  return slots;
}

/** Whether any cell `cellsCovering` gives for the slot (with its buffer) is claimed. */
function touchesClaimed(
  startMs: number,
  endMs: number,
  bufferMinutes: number,
  claimed: ReadonlySet<string>,
): boolean {
  if (claimed.size === 0) return false;
  return cellsCovering(startMs, endMs, bufferMinutes).some((cell) => claimed.has(cell));
}

export interface SlotQuery {
  nowMs: number;
  /** Lock ids of cells that are held or booked (see `cellsCovering`). */
  claimed: ReadonlySet<string>;
  /** Owner-zone days to look at from today; the settings' horizon when not given. */
  days?: number;
}

/**
 * The slots a visitor may book now: on owner-zone days from today to the horizon, at least the
 * minimum notice ahead, before the horizon's end, none of whose cells (with its buffer) is claimed.
 */
export function availableSlots(
  settings: AvailabilitySettings,
  { nowMs, claimed, days = settings.horizonDays }: SlotQuery,
): AvailabilitySlot[] {
  // Today's owner-zone date, then the following dates counted on a plain (UTC) calendar: date
  // arithmetic needs no zone, and each date is read in the owner's zone by slotsOnDate.
  const today = DateTime.fromMillis(nowMs, { zone: settings.timeZone }).toISODate();
  const firstDate = DateTime.fromISO(today ?? '', { zone: 'utc' });
  const slots: AvailabilitySlot[] = [];
  for (let offset = 0; offset <= days; offset += 1) {
    const date = firstDate.plus({ days: offset }).toISODate();
    if (date === null) continue;
    for (const slot of slotsOnDate(settings, date)) {
      const startMs = Date.parse(slot.start);
      if (windowRefusal(settings, startMs, nowMs)) continue;
      if (touchesClaimed(startMs, Date.parse(slot.end), settings.bufferMinutes, claimed)) continue;
      slots.push(slot);
    }
  }
  return slots;
}

/** Why a time cannot be booked under the owner's rules now (see `bookingWindow`). */
export type WindowRefusal = 'no-such-time' | 'past' | 'too-soon' | 'too-far' | 'outside-hours';

/**
 * The notice and the horizon: a start at least `minimumNoticeHours` from now (and not past) and
 * before `horizonDays` from now. What the slot list offers and what a booking may claim are cut
 * by this one rule.
 */
function windowRefusal(
  settings: AvailabilitySettings,
  startMs: number,
  nowMs: number,
): WindowRefusal | undefined {
  if (startMs <= nowMs) return 'past';
  if (startMs < nowMs + settings.minimumNoticeHours * 3_600_000) return 'too-soon';
  if (startMs >= nowMs + settings.horizonDays * 86_400_000) return 'too-far';
  return undefined;
}

/**
 * Whether `[startMs, endMs)` lies inside one working stretch of its owner-zone date (none on a
 * blackout date or a day off).
 */
function withinWorkingHours(
  settings: AvailabilitySettings,
  date: string,
  startMs: number,
  endMs: number,
): boolean {
  const day = DateTime.fromISO(date, { zone: settings.timeZone });
  if (!day.isValid) return false;
  return workingHoursOn(settings, day).some((hours) => {
    const from = ownerInstant(date, hours.start, settings.timeZone);
    const to = ownerInstant(date, hours.end, settings.timeZone);
    return (
      from !== undefined && to !== undefined && startMs >= from.toMillis() && endMs <= to.toMillis()
    );
  });
}

/** A wanted time: an owner-zone date and wall-clock time, for so many minutes. */
export interface WantedTime {
  date: string;
  time: string;
  minutes: number;
}

export type WindowAnswer =
  { ok: true; startMs: number; endMs: number } | { ok: false; refusal: WindowRefusal };

/**
 * The one booking window every booking obeys, meeting requests and paid sessions alike: a wall
 * time that exists that day in the owner's zone, not past, at least the minimum notice ahead,
 * starting before the horizon ends, and lying inside one working stretch of a day that is not a
 * blackout date. Whether the time is free is for the booking transaction to say.
 */
export function bookingWindow(
  settings: AvailabilitySettings,
  { date, time, minutes }: WantedTime,
  nowMs: number,
): WindowAnswer {
  const start = ownerInstant(date, time, settings.timeZone);
  if (!start) return { ok: false, refusal: 'no-such-time' };
  const startMs = start.toMillis();
  const endMs = startMs + minutes * 60_000;
  const refusal =
    windowRefusal(settings, startMs, nowMs) ??
    (withinWorkingHours(settings, date, startMs, endMs) ? undefined : 'outside-hours');
  return refusal ? { ok: false, refusal } : { ok: true, startMs, endMs };
}
