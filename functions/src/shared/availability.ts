import { z } from './zod';
import { timestampSchema } from './document-fields';
import { calendarDate, freeText } from './fields';

/**
 * The owner's availability (`availability/settings`): when they take meetings, in their own time
 * zone. Slots are generated from it on the server (services/availability.ts); every instant that
 * leaves the server is UTC.
 */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * The calendar is claimed in cells of this many minutes (see `slotLockId`): working hours, slot
 * lengths and buffers are whole cells, so two bookings that overlap in time always share a cell.
 */
export const CELL_MINUTES = 15;

const clockTime = z
  .string({ error: 'Use a time like 09:00.' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 09:00.');

/** A working-hours boundary: on a quarter hour. */
const quarterHour = clockTime.refine(
  (time) => Number(time.slice(3)) % CELL_MINUTES === 0,
  'Use a quarter hour (:00, :15, :30 or :45).',
);

const wholeCells = (label: string) =>
  z
    .number({ error: `Give ${label.toLowerCase()} in minutes.` })
    .int(`Give ${label.toLowerCase()} in whole minutes.`)
    .refine(
      (minutes) => minutes % CELL_MINUTES === 0,
      `${label} must be a multiple of 15 minutes.`,
    );

/** A whole number of `unit`s, worded for the admin's form. */
const whole = (what: string, unit: string) =>
  z.number({ error: `Give ${what} in ${unit}.` }).int(`Give ${what} in whole ${unit}.`);

/** An IANA time zone the runtime knows (Europe/London, America/New_York …). */
export const timeZoneName = z
  .string({ error: 'Use a time zone like Europe/London.' })
  .min(1, 'Use a time zone like Europe/London.')
  .max(64, 'Use a time zone like Europe/London.')
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-GB', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Use a time zone like Europe/London.');

/** One stretch of working time on a weekday, in the owner's zone; `end` is exclusive. */
export const workingHoursSchema = z
  .object({ start: quarterHour, end: quarterHour }, { error: 'Give a start and an end time.' })
  .refine(({ start, end }) => start < end, {
    message: 'The end must come after the start.',
    path: ['end'],
  });
export type WorkingHours = z.infer<typeof workingHoursSchema>;

/**
 * A weekday's working stretches. They may not overlap: two overlapping stretches would offer the
 * same time twice (and slots that overlap each other).
 */
const dayHours = z
  .array(workingHoursSchema, { error: "List the day's working hours." })
  .max(6, 'At most 6 stretches a day.')
  .refine(
    (stretches) =>
      [...stretches]
        .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0))
        .every(
          (stretch, index, sorted) =>
            index === 0 || (sorted[index - 1]?.end ?? '') <= stretch.start,
        ),
    "A day's working hours must not overlap.",
  );

export const calendlyConfigSchema = z.object(
  {
    // Shown to every visitor: cleaned like any text a person types (no invisible characters).
    title: freeText({ label: 'The title', min: 1, max: 100, required: 'Give the card a title.' }),
    description: freeText({
      label: 'The description',
      min: 1,
      max: 300,
      required: 'Give the card a description.',
    }),
    url: z
      .url({ protocol: /^https$/, error: 'Use an https:// link.' })
      .max(500, 'At most 500 characters.'),
  },
  { error: "Give the Calendly card's title, description and link." },
);
export type CalendlyConfig = z.infer<typeof calendlyConfigSchema>;

export const availabilitySettingsSchema = z.object(
  {
    timeZone: timeZoneName,
    /** Per weekday, its working stretches (none: not working that day). */
    weeklyHours: z.object(
      {
        mon: dayHours,
        tue: dayHours,
        wed: dayHours,
        thu: dayHours,
        fri: dayHours,
        sat: dayHours,
        sun: dayHours,
      },
      { error: 'Give the working hours of each weekday.' },
    ),
    /** Length of one meeting slot. */
    slotMinutes: wholeCells('The slot length')
      .min(15, 'At least 15 minutes.')
      .max(240, 'At most 4 hours.'),
    /** Free time kept after each slot (and around each booked session). */
    bufferMinutes: wholeCells('The buffer')
      .min(0, 'The buffer cannot be negative.')
      .max(120, 'At most 2 hours.'),
    /** How far ahead of a slot it can still be booked. */
    minimumNoticeHours: whole('the notice', 'hours')
      .min(0, 'The notice cannot be negative.')
      .max(24 * 14, 'At most 14 days.'),
    /** How many days ahead slots are offered. */
    horizonDays: whole('the horizon', 'days')
      .min(1, 'At least 1 day.')
      .max(180, 'At most 180 days.'),
    /**
     * How long a paid session whose payment awaits the owner's check keeps its slot; unverified by
     * then, the slot is offered again. Settings stored before it existed read as the default.
     */
    verificationHoldHours: whole('the hold', 'hours')
      .min(1, 'At least 1 hour.')
      .max(24 * 14, 'At most 14 days.')
      .default(48),
    /** Owner-zone dates with no slots at all (holidays). */
    blackoutDates: z
      .array(calendarDate, { error: 'List the blackout dates.' })
      .max(366, 'At most 366 blackout dates.'),
    calendly: calendlyConfigSchema,
  },
  { error: 'Send the availability settings as an object.' },
);
export type AvailabilitySettings = z.infer<typeof availabilitySettingsSchema>;

/** The Calendly card's link when the server gives none. */
export const FALLBACK_CALENDLY: CalendlyConfig = {
  title: '30-Minute Consultation',
  description:
    'A short video call to talk through your idea, project or partnership and see whether we are a good fit.',
  url: 'https://calendly.com/northbeam-technologies/30min',
};

const weekdayHours: WorkingHours[] = [{ start: '09:00', end: '18:00' }];

/** What a new installation offers until the owner changes it (seeded; also the fallback). */
export const DEFAULT_AVAILABILITY_SETTINGS: AvailabilitySettings = {
  timeZone: 'Europe/London',
  weeklyHours: {
    mon: weekdayHours,
    tue: weekdayHours,
    wed: weekdayHours,
    thu: weekdayHours,
    fri: weekdayHours,
    sat: [],
    sun: [],
  },
  slotMinutes: 30,
  bufferMinutes: 15,
  minimumNoticeHours: 12,
  horizonDays: 30,
  verificationHoldHours: 48,
  blackoutDates: [],
  calendly: FALLBACK_CALENDLY,
};

/** Availability slot, plus the slot's UTC instant so the page can show the visitor's time. */
export const availabilitySlotSchema = z.object({
  /** Owner-zone date and time, as the booking payloads carry them. */
  date: calendarDate,
  time: clockTime,
  status: z.literal('available'),
  /** The slot's start, UTC ISO-8601 (`2026-03-31T08:00:00.000Z`). */
  start: z.iso.datetime(),
  /** The slot's end (start + slot length), UTC. */
  end: z.iso.datetime(),
});
export type AvailabilitySlot = z.infer<typeof availabilitySlotSchema>;

/** `GET /api/availability`. */
export const availabilityResponseSchema = z.object({
  success: z.literal(true),
  availability: z.array(availabilitySlotSchema),
  calendlyConfig: calendlyConfigSchema,
  /** The owner's zone: what `date` and `time` are in. */
  timeZone: z.string(),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

/**
 * A claimed cell of the owner's calendar (`slotLocks/{id}`, server only): one document per 15-minute
 * cell a meeting or session covers, with its trailing buffer; its id the cell's UTC start
 * (`2026-03-31T0815Z`). Created inside the transaction that books it, so of two bookings that
 * overlap in time only one can commit. A `held` lock past `expiresAt` is free again: that is
 * checked inside the transaction, not left to a TTL.
 */
export const slotLockDocumentSchema = z.object({
  state: z.enum(['held', 'booked']),
  /** What holds it: `meetingRequests/{id}` or `bookings/{id}`. */
  holder: z.object({ collection: z.enum(['meetingRequests', 'bookings']), id: z.string() }),
  start: timestampSchema,
  expiresAt: timestampSchema.nullable(),
});
export type SlotLockDocument = z.infer<typeof slotLockDocumentSchema>;

/** The lock id of the cell starting at `cellStartMs` (a UTC instant on a quarter hour). */
export function slotLockId(cellStartMs: number): string {
  const iso = new Date(cellStartMs).toISOString();
  return `${iso.slice(0, 13)}${iso.slice(14, 16)}Z`;
}

/**
 * The cells that `[startMs, endMs)` plus the trailing buffer covers: what a booking claims and what
 * must be free for a slot to be offered. Each side keeps its own buffer after it, so two bookings
 * closer than the buffer always share a cell.
 */
export function cellsCovering(startMs: number, endMs: number, bufferMinutes: number): string[] {
  const cellMs = CELL_MINUTES * 60_000;
  const first = Math.floor(startMs / cellMs) * cellMs;
  const last = endMs + bufferMinutes * 60_000;
  const cells: string[] = [];
  for (let cell = first; cell < last; cell += cellMs) cells.push(slotLockId(cell));
  return cells;
}

/** Admin callable `updateAvailabilitySettings`: its data is the whole new settings object. */
export const updateAvailabilitySettingsRequestSchema = availabilitySettingsSchema;

/** Admin callables `getAvailabilitySettings` and `updateAvailabilitySettings`. */
export const availabilitySettingsResponseSchema = z.object({
  settings: availabilitySettingsSchema,
});
