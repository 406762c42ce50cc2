import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  CELL_MINUTES,
  WEEKDAYS,
  availabilitySettingsSchema,
  cellsCovering,
  slotLockId,
  type AvailabilitySettings,
  type AvailabilitySlot,
  type WorkingHours,
} from '../shared/availability';
import { availableSlots, ownerInstant, slotsOnDate } from './availability-slots';

// Properties of slot generation over 2025–2030, for owners in zones with odd clock changes
// (London and New York an hour, Lord Howe half an hour) and visitors around the world. The
// wall-clock checks use Luxon directly, never the generator's own helpers. This file also runs
// once per process time zone (availability-slots.time-zones.test.ts): nothing may depend on it.

const OWNER_ZONES = ['Europe/London', 'America/New_York', 'Australia/Lord_Howe'] as const;
const VISITOR_ZONES = ['America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe'] as const;
// Runs per property; the runs under other process time zones (time-zones.test.ts) use fewer.
const RUNS = Number(process.env.SLOT_PROPERTY_RUNS) || 60;
// Generous: the machine running the unit stage may be busy; a property that fails does so fast.
const SLOW = { timeout: 120_000 };
const DAY_MS = 86_400_000;
const CELL_MS = CELL_MINUTES * 60_000;

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const quarter = (index: number): string =>
  `${String(Math.floor(index / 4)).padStart(2, '0')}:${String((index % 4) * 15).padStart(2, '0')}`;

/** Up to three non-overlapping stretches on quarter hours (00:00 … 23:45), listed in any order. */
const dayHours: fc.Arbitrary<WorkingHours[]> = fc
  .tuple(fc.uniqueArray(fc.integer({ min: 0, max: 95 }), { maxLength: 6 }), fc.boolean())
  .map(([bounds, reversed]) => {
    const sorted = [...bounds].sort((a, b) => a - b);
    const stretches: WorkingHours[] = [];
    for (let index = 0; index + 1 < sorted.length; index += 2) {
      stretches.push({ start: quarter(sorted[index] ?? 0), end: quarter(sorted[index + 1] ?? 0) });
    }
    return reversed ? stretches.reverse() : stretches;
  });

/**
 * A moment in 2025–2030: anywhere, or (twice as often) in the weeks around the clock changes of
 * the three owner zones (March–mid April, late September–early November).
 */
const nowMs: fc.Arbitrary<number> = fc.oneof(
  { arbitrary: fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2030, 11, 31) }), weight: 1 },
  {
    arbitrary: fc
      .tuple(
        fc.integer({ min: 2025, max: 2030 }),
        fc.constantFrom([2, 1] as const, [8, 25] as const),
        fc.integer({ min: 0, max: 46 * DAY_MS }),
      )
      .map(([year, [month, day], offset]) => Date.UTC(year, month, day) + offset),
    weight: 2,
  },
);

interface Scenario {
  settings: AvailabilitySettings;
  nowMs: number;
  claimed: ReadonlySet<string>;
}

/** Valid settings (checked with their schema), a moment, and claimed cells near it. */
const scenario: fc.Arbitrary<Scenario> = fc
  .record({
    timeZone: fc.constantFrom(...OWNER_ZONES),
    week: fc.tuple(dayHours, dayHours, dayHours, dayHours, dayHours, dayHours, dayHours),
    slotCells: fc.integer({ min: 1, max: 16 }),
    bufferCells: fc.integer({ min: 0, max: 8 }),
    minimumNoticeHours: fc.oneof(fc.integer({ min: 0, max: 48 }), fc.integer({ min: 0, max: 336 })),
    // Mostly up to a month (where the clock changes are), sometimes the schema's whole range.
    horizonDays: fc.oneof(
      { arbitrary: fc.integer({ min: 1, max: 31 }), weight: 9 },
      { arbitrary: fc.integer({ min: 1, max: 180 }), weight: 1 },
    ),
    blackoutOffsets: fc.uniqueArray(fc.integer({ min: 0, max: 40 }), { maxLength: 5 }),
    claimedOffsets: fc.uniqueArray(fc.integer({ min: 0, max: 40 * 96 }), { maxLength: 40 }),
    nowMs,
  })
  .map((drawn) => {
    const today = DateTime.fromMillis(drawn.nowMs, { zone: drawn.timeZone }).startOf('day');
    const settings = availabilitySettingsSchema.parse({
      timeZone: drawn.timeZone,
      weeklyHours: Object.fromEntries(WEEKDAYS.map((day, index) => [day, drawn.week[index]])),
      slotMinutes: drawn.slotCells * CELL_MINUTES,
      bufferMinutes: drawn.bufferCells * CELL_MINUTES,
      minimumNoticeHours: drawn.minimumNoticeHours,
      horizonDays: drawn.horizonDays,
      blackoutDates: drawn.blackoutOffsets.map((days) => today.plus({ days }).toISODate()),
      calendly: {
        title: 'Call',
        description: 'A call.',
        url: 'https://calendly.com/example/30min',
      },
    });
    const firstCell = Math.floor(drawn.nowMs / CELL_MS) * CELL_MS;
    const claimed = new Set(
      drawn.claimedOffsets.map((cells) => slotLockId(firstCell + cells * CELL_MS)),
    );
    return { settings, nowMs: drawn.nowMs, claimed };
  });

const slotsOf = ({ settings, nowMs: now, claimed }: Scenario): AvailabilitySlot[] =>
  availableSlots(settings, { nowMs: now, claimed });

/** The instant of a slot's start or end, shown on `zone`'s wall clock (Luxon, from the UTC string). */
const wall = (iso: string, zone: string): DateTime => DateTime.fromISO(iso, { zone });

const property = (check: (scenario: Scenario) => void) =>
  fc.assert(fc.property(scenario, check), { numRuns: RUNS });

/** Asserts `problem` finds nothing wrong with any slot of any drawn scenario (one expect per run). */
const everySlot = (problem: (slot: AvailabilitySlot, drawn: Scenario) => string | undefined) =>
  property((drawn) => {
    const problems = slotsOf(drawn).flatMap((slot) => {
      const found = problem(slot, drawn);
      return found ? [`${slot.date} ${slot.time} (${slot.start}): ${found}`] : [];
    });
    expect(problems).toEqual([]);
  });

describe('availableSlots (owner in London, New York or Lord Howe; 2025–2030)', SLOW, () => {
  it("puts every slot inside a working stretch of its day, on the owner's wall clock", () => {
    everySlot((slot, { settings }) => {
      const start = wall(slot.start, settings.timeZone);
      const end = wall(slot.end, settings.timeZone);
      const date = start.toISODate() ?? '';
      if (end.toISODate() !== date) return `ends on another day (${end.toISO()})`;
      if (settings.blackoutDates.includes(date)) return 'on a blackout date';
      const weekday = WEEKDAYS[start.weekday - 1] ?? 'mon';
      const [from, to] = [start.hour * 60 + start.minute, end.hour * 60 + end.minute];
      const inside = settings.weeklyHours[weekday].some(
        (hours) => from >= minutesOf(hours.start) && to <= minutesOf(hours.end) && from < to,
      );
      return inside ? undefined : `${start.toISO()}–${end.toISO()} is outside ${weekday}'s hours`;
    });
  });

  it('offers no wall time the clocks skip: each slot is labelled with the wall time its instant shows', () => {
    everySlot((slot, { settings }) => {
      const shown = wall(slot.start, settings.timeZone).toFormat('yyyy-MM-dd HH:mm');
      return shown === `${slot.date} ${slot.time}` ? undefined : `its instant shows ${shown}`;
    });
  });

  it('offers no instant twice, in time order', () => {
    property((drawn) => {
      const starts = slotsOf(drawn).map((slot) => Date.parse(slot.start));
      expect(new Set(starts).size).toBe(starts.length);
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
    });
  });

  it('offers nothing before now plus the notice, nor from the horizon on', () => {
    everySlot((slot, { settings, nowMs: now }) => {
      const start = Date.parse(slot.start);
      if (start < now + settings.minimumNoticeHours * 3_600_000) return 'inside the notice';
      if (start >= now + settings.horizonDays * DAY_MS) return 'beyond the horizon';
      return undefined;
    });
  });

  it('makes every slot exactly the slot length long', () => {
    everySlot((slot, { settings }) => {
      const minutes = (Date.parse(slot.end) - Date.parse(slot.start)) / 60_000;
      return minutes === settings.slotMinutes ? undefined : `${minutes} minutes long`;
    });
  });

  it('offers no slot whose cells (with its buffer) touch a claimed cell', () => {
    everySlot((slot, { settings, claimed }) => {
      const cells = cellsCovering(
        Date.parse(slot.start),
        Date.parse(slot.end),
        settings.bufferMinutes,
      );
      const taken = cells.filter((cell) => claimed.has(cell));
      return taken.length === 0 ? undefined : `claimed cells ${taken.join(', ')}`;
    });
  });

  it('holds back a slot the rules give only for the notice, the horizon or a claim', () => {
    property(({ settings, nowMs: now, claimed }) => {
      const offered = new Set(slotsOf({ settings, nowMs: now, claimed }).map((slot) => slot.start));
      const today = DateTime.fromMillis(now, { zone: settings.timeZone }).startOf('day');
      const wrong: string[] = [];
      for (let offset = 0; offset <= settings.horizonDays; offset += 1) {
        for (const slot of slotsOnDate(settings, today.plus({ days: offset }).toISODate() ?? '')) {
          const start = Date.parse(slot.start);
          const open =
            start >= now + settings.minimumNoticeHours * 3_600_000 &&
            start < now + settings.horizonDays * DAY_MS &&
            !cellsCovering(start, Date.parse(slot.end), settings.bufferMinutes).some((cell) =>
              claimed.has(cell),
            );
          if (offered.has(slot.start) !== open) wrong.push(`${slot.date} ${slot.time}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  });
});

describe('visitors in New York, Kolkata and Lord Howe', SLOW, () => {
  it.each(VISITOR_ZONES)(
    'grouping by the visitor’s local date (%s) puts each slot in one day, days and times in order',
    (zone) => {
      property((drawn) => {
        const slots = slotsOf(drawn);
        // As the page does: Luxon gives each slot's date on the visitor's clock.
        const days = new Map<string, AvailabilitySlot[]>();
        for (const slot of slots) {
          const day = wall(slot.start, zone).toISODate();
          expect(day).not.toBeNull();
          days.set(day ?? '', [...(days.get(day ?? '') ?? []), slot]);
        }
        const dates = [...days.keys()];
        expect(dates).toEqual([...dates].sort());
        expect([...days.values()].flat()).toEqual(slots);
        for (const daySlots of days.values()) {
          const starts = daySlots.map((slot) => Date.parse(slot.start));
          expect(starts).toEqual([...starts].sort((a, b) => a - b));
        }
      });
    },
  );
});

/**
 * The generator before it learned the fast path for days without a clock change: every wall time
 * looked up by `ownerInstant`, every end by Luxon's `plus`. The fast path must agree with it.
 */
function referenceSlotsOnDate(settings: AvailabilitySettings, date: string): AvailabilitySlot[] {
  const day = DateTime.fromISO(date, { zone: settings.timeZone });
  const weekday = WEEKDAYS[day.weekday - 1] ?? 'mon';
  if (settings.blackoutDates.includes(date)) return [];
  const stretches = [...settings.weeklyHours[weekday]].sort(
    (a, b) => minutesOf(a.start) - minutesOf(b.start),
  );
  const slots: AvailabilitySlot[] = [];
  for (const hours of stretches) {
    const step = settings.slotMinutes + settings.bufferMinutes;
    for (
      let at = minutesOf(hours.start);
      at + settings.slotMinutes <= minutesOf(hours.end);
      at += step
    ) {
      const start = ownerInstant(date, quarter(at / 15), settings.timeZone);
      if (!start) continue;
      const finish = start.plus({ minutes: settings.slotMinutes });
      if (finish.toFormat('HH:mm') !== quarter((at + settings.slotMinutes) / 15)) continue;
      slots.push({
        date,
        time: quarter(at / 15),
        status: 'available',
        start: start.toUTC().toISO() ?? '',
        end: finish.toUTC().toISO() ?? '',
      });
    }
  }
  return slots;
}

describe('slotsOnDate', SLOW, () => {
  it('agrees with looking every wall time up on its own, on every day of 2025–2030', () => {
    fc.assert(
      fc.property(scenario, fc.integer({ min: 0, max: 40 }), ({ settings, nowMs: now }, offset) => {
        const date =
          DateTime.fromMillis(now, { zone: settings.timeZone })
            .plus({ days: offset })
            .toISODate() ?? '';
        expect(slotsOnDate(settings, date)).toEqual(referenceSlotsOnDate(settings, date));
      }),
      { numRuns: RUNS * 3 },
    );
  });
});

/** Every owner-zone date of 2025–2030 on which the clocks change (found with Luxon). */
function changeDays(zone: string): string[] {
  const days: string[] = [];
  let day = DateTime.fromISO('2025-01-01', { zone });
  while (day.year <= 2030) {
    const next = day.plus({ days: 1 });
    if (next.offset !== day.offset) days.push(day.toISODate() ?? '', next.toISODate() ?? '');
    day = next;
  }
  return days;
}

describe('slotsOnDate on the days the clocks change', SLOW, () => {
  const allDay = [{ start: '00:00', end: '23:45' }];
  const everyDay = Object.fromEntries(WEEKDAYS.map((day) => [day, allDay]));
  it.each(OWNER_ZONES)('agrees with the lookup of every wall time (%s, 2025–2030)', (zone) => {
    const days = changeDays(zone);
    expect(days.length).toBeGreaterThanOrEqual(24);
    for (const slotMinutes of [15, 60]) {
      const settings = availabilitySettingsSchema.parse({
        timeZone: zone,
        weeklyHours: everyDay,
        slotMinutes,
        bufferMinutes: 0,
        minimumNoticeHours: 0,
        horizonDays: 30,
        blackoutDates: [],
        calendly: { title: 'Call', description: 'A call.', url: 'https://calendly.com/x/30min' },
      });
      for (const date of days) {
        expect(slotsOnDate(settings, date), `${zone} ${date}`).toEqual(
          referenceSlotsOnDate(settings, date),
        );
      }
    }
  });
});

// Only in a run started with TZ set (the child runs of time-zones.test.ts, which look for it).
if (process.env.TZ) {
  describe('the process time zone', () => {
    it(`is the one this run was started with (TZ=${process.env.TZ})`, () => {
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(process.env.TZ);
    });
  });
}
