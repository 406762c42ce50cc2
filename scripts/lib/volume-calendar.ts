import { bookingWindow, slotsOnDate } from '../../functions/src/services/availability-slots.js';
import {
  cellsCovering,
  type AvailabilitySettings,
} from '../../functions/src/shared/availability.js';
import { WIZARD_TIMES } from '../../functions/src/shared/bookings.js';
import type { SeededRandom } from './seeded-random.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Upcoming sessions start at least this long from now: still upcoming while the bench runs. */
const FUTURE_FROM_MS = 12 * HOUR_MS;

/** A meeting or paid session placed on the owner's calendar, as its booking would have made it. */
export interface Session {
  /** Owner-zone date and wall-clock time, as the booking payloads carry them. */
  date: string;
  time: string;
  startMs: number;
  endMs: number;
  /** The cells it claims, with the owner's buffer (`cellsCovering`). */
  cells: string[];
  /** When it was booked: the booking window was checked from this instant. */
  bookedAtMs: number;
}

export interface SessionWish {
  kind: 'meeting' | 'session';
  minutes: number;
  /** A session already over, or one at least FUTURE_FROM_MS ahead. */
  when: 'past' | 'future';
  /** When it may have been booked (ms, inclusive). */
  bookedBetween: readonly [number, number];
}

const ownerDate = (ms: number, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(ms));

const plusDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The owner's calendar while volumes are generated: each session is placed where the owner's
 * rules (working hours, notice, horizon, blackout dates) allowed it when it was booked, and on
 * cells no other placed session or existing claim has, so no two ever share a minute.
 */
export class VolumeCalendar {
  private readonly claimed: Set<string>;

  constructor(
    private readonly settings: AvailabilitySettings,
    private readonly nowMs: number,
    /** Its own generator: where sessions land varies with `now`, what else is made must not. */
    private readonly random: SeededRandom,
    /** Cells other holders claim now (their locks): never placed on. */
    claimedByOthers: ReadonlySet<string> = new Set(),
  ) {
    this.claimed = new Set(claimedByOthers);
  }

  private timesOn(date: string, kind: SessionWish['kind']): string[] {
    return kind === 'meeting'
      ? slotsOnDate(this.settings, date).map((slot) => slot.time)
      : [...WIZARD_TIMES];
  }

  private fits(wish: SessionWish, startMs: number, endMs: number): boolean {
    return wish.when === 'past'
      ? endMs < this.nowMs - HOUR_MS
      : startMs >= this.nowMs + FUTURE_FROM_MS;
  }

  /** Places a session as `wish` asks; throws when the calendar has no room left for it. */
  place(wish: SessionWish): Session {
    const { random } = this;
    const [from, to] = wish.bookedBetween;
    const { timeZone, horizonDays } = this.settings;
    for (let attempt = 0; attempt < 1000; attempt++) {
      const bookedAtMs = from + Math.floor(random.next() * (to - from + 1));
      const lead =
        wish.when === 'future'
          ? random.int(0, horizonDays)
          : random.int(0, Math.min(14, horizonDays));
      const date = plusDays(ownerDate(bookedAtMs, timeZone), lead);
      for (const time of random.shuffled(this.timesOn(date, wish.kind))) {
        const window = bookingWindow(
          this.settings,
          { date, time, minutes: wish.minutes },
          bookedAtMs,
        );
        if (!window.ok || !this.fits(wish, window.startMs, window.endMs)) continue;
        const cells = cellsCovering(window.startMs, window.endMs, this.settings.bufferMinutes);
        if (cells.some((cell) => this.claimed.has(cell))) continue;
        for (const cell of cells) this.claimed.add(cell);
        return { date, time, startMs: window.startMs, endMs: window.endMs, cells, bookedAtMs };
      }
    }
    throw new Error(
      `No room on the calendar for a ${wish.when} ${wish.kind} of ${wish.minutes} min.`,
    );
  }
}
