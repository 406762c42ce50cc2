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
  return instant;
}

/** The owner's working stretches on an owner-zone date (none on a blackout date). */
function workingHoursOn(settings: AvailabilitySettings, date: DateTime): readonly WorkingHours[] {
  const isoDate = date.toISODate();
  if (isoDate === null || settings.blackoutDates.includes(isoDate)) return [];
  const weekday = WEEKDAYS[date.weekday - 1];
  return weekday ? settings.weeklyHours[weekday] : [];
}

/**
 * Every slot of one owner-zone date by the rules alone (before notice, horizon and claims): from
 * the start of each working stretch, one slot every slot length plus buffer, each ending within the
 * stretch. Wall-clock times that do not exist that day are skipped; a slot whose real length
 * would differ from the slot length (it spans a clock change) is skipped too.
 */
export function slotsOnDate(settings: AvailabilitySettings, date: string): AvailabilitySlot[] {
  const day = DateTime.fromISO(date, { zone: settings.timeZone });
  if (!day.isValid) return [];
  const slots: AvailabilitySlot[] = [];
  const step = settings.slotMinutes + settings.bufferMinutes;
  for (const hours of workingHoursOn(settings, day)) {
    const end = minutesOf(hours.end);
    for (let at = minutesOf(hours.start); at + settings.slotMinutes <= end; at += step) {
      const time = clock(at);
      const start = ownerInstant(date, time, settings.timeZone);
      if (!start) continue;
      const finish = start.plus({ minutes: settings.slotMinutes });
      if (finish.toMillis() - start.toMillis() !== settings.slotMinutes * 60_000) continue;
      if (finish.toFormat('HH:mm') !== clock(at + settings.slotMinutes)) continue;
      slots.push({
        date,
        time,
        status: 'available',
        start: start.toUTC().toISO(),
        end: finish.toUTC().toISO(),
      });
    }
  }
  return slots;
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
  const earliest = nowMs + settings.minimumNoticeHours * 3_600_000;
  const latest = nowMs + settings.horizonDays * 86_400_000;
  const today = DateTime.fromMillis(nowMs, { zone: settings.timeZone }).startOf('day');
  const slots: AvailabilitySlot[] = [];
  for (let offset = 0; offset <= days; offset += 1) {
    const date = today.plus({ days: offset }).toISODate();
    if (date === null) continue;
    for (const slot of slotsOnDate(settings, date)) {
      const startMs = Date.parse(slot.start);
      if (startMs < earliest || startMs >= latest) continue;
      const cells = cellsCovering(startMs, Date.parse(slot.end), settings.bufferMinutes);
      if (cells.some((cell) => claimed.has(cell))) continue;
      slots.push(slot);
    }
  }
  return slots;
}

/**
 * Whether `[startMs, endMs)` lies inside one working stretch of its owner-zone date: a paid session
 * chosen in the booking wizard must fit the owner's hours, as a meeting slot does by construction.
 */
export function withinWorkingHours(
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
