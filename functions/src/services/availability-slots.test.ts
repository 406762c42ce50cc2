import { describe, expect, it } from 'vitest';
import {
  DEFAULT_AVAILABILITY_SETTINGS,
  cellsCovering,
  type AvailabilitySettings,
} from '../shared/availability';
import { availableSlots, ownerInstant, slotsOnDate } from './availability-slots';

/** The owner in London, working Sunday 00:00–04:00 only, in back-to-back 30-minute slots. */
const sundayNights: AvailabilitySettings = {
  ...DEFAULT_AVAILABILITY_SETTINGS,
  slotMinutes: 30,
  bufferMinutes: 0,
  weeklyHours: {
    ...DEFAULT_AVAILABILITY_SETTINGS.weeklyHours,
    mon: [],
    tue: [],
    wed: [],
    thu: [],
    fri: [],
    sun: [{ start: '00:00', end: '04:00' }],
  },
};

/** `time start–end` with the UTC hours and minutes of each instant, for compact expectations. */
const shown = (settings: AvailabilitySettings, date: string): string[] =>
  slotsOnDate(settings, date).map(
    (slot) => `${slot.time} ${slot.start.slice(11, 16)}Z-${slot.end.slice(11, 16)}Z`,
  );

describe('slotsOnDate around London clock changes (working 00:00–04:00)', () => {
  it('offers every half hour on an ordinary Sunday (GMT: wall time is UTC)', () => {
    expect(shown(sundayNights, '2026-03-22')).toEqual([
      '00:00 00:00Z-00:30Z',
      '00:30 00:30Z-01:00Z',
      '01:00 01:00Z-01:30Z',
      '01:30 01:30Z-02:00Z',
      '02:00 02:00Z-02:30Z',
      '02:30 02:30Z-03:00Z',
      '03:00 03:00Z-03:30Z',
      '03:30 03:30Z-04:00Z',
    ]);
  });

  it('spring forward (29 March 2026, 01:00 GMT → 02:00 BST): nothing in the skipped hour', () => {
    // 01:00 and 01:30 do not exist that night. 00:30 is left out too: it ends as the clocks
    // jump, so its wall-clock end reads 02:00, not 01:00, and the generator counts that as a
    // change during the slot (conservative: it never offers a slot whose end is unclear).
    expect(shown(sundayNights, '2026-03-29')).toEqual([
      '00:00 00:00Z-00:30Z',
      '02:00 01:00Z-01:30Z',
      '02:30 01:30Z-02:00Z',
      '03:00 02:00Z-02:30Z',
      '03:30 02:30Z-03:00Z',
    ]);
  });

  it('fall back (25 October 2026, 02:00 BST → 01:00 GMT): the repeated hour is offered once', () => {
    // 01:00 is its first occurrence (BST, 00:00Z). 01:30 BST (00:30Z) would end as the clocks go
    // back, at a wall-clock 01:00, so it is left out; the second 01:00–02:00 (GMT) is not
    // offered at all, so no wall time stands for two instants.
    expect(shown(sundayNights, '2026-10-25')).toEqual([
      '00:00 23:00Z-23:30Z',
      '00:30 23:30Z-00:00Z',
      '01:00 00:00Z-00:30Z',
      '02:00 02:00Z-02:30Z',
      '02:30 02:30Z-03:00Z',
      '03:00 03:00Z-03:30Z',
      '03:30 03:30Z-04:00Z',
    ]);
  });

  it('is empty on a weekday the owner does not work and on a blackout date', () => {
    expect(slotsOnDate(sundayNights, '2026-03-23')).toEqual([]);
    expect(slotsOnDate({ ...sundayNights, blackoutDates: ['2026-03-22'] }, '2026-03-22')).toEqual(
      [],
    );
  });
});

describe('ownerInstant', () => {
  it('has no instant for a wall time the clocks skip', () => {
    expect(ownerInstant('2026-03-29', '01:30', 'Europe/London')).toBeUndefined();
    expect(ownerInstant('2026-03-08', '02:15', 'America/New_York')).toBeUndefined();
    // Lord Howe moves by half an hour: 02:00 → 02:30 on 4 October 2026.
    expect(ownerInstant('2026-10-04', '02:15', 'Australia/Lord_Howe')).toBeUndefined();
  });

  it('takes the first occurrence of a repeated wall time, in every zone', () => {
    const utc = (date: string, time: string, zone: string) =>
      ownerInstant(date, time, zone)?.toUTC().toISO();
    expect(utc('2026-10-25', '01:30', 'Europe/London')).toBe('2026-10-25T00:30:00.000Z');
    expect(utc('2026-11-01', '01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
    // Lord Howe: 02:00 (+11:00) → 01:30 (+10:30) on 5 April 2026.
    expect(utc('2026-04-05', '01:45', 'Australia/Lord_Howe')).toBe('2026-04-04T14:45:00.000Z');
  });
});

describe('availableSlots', () => {
  const monday9 = Date.parse('2026-03-09T09:00:00Z');

  it('offers the default week from the notice on, in time order', () => {
    const slots = availableSlots(DEFAULT_AVAILABILITY_SETTINGS, {
      nowMs: monday9,
      claimed: new Set(),
      days: 7,
    });
    // 12 h notice: Monday's slots are gone; Tuesday starts at 09:00 (GMT), one every 45 min.
    expect(slots[0]).toMatchObject({ date: '2026-03-10', time: '09:00', status: 'available' });
    expect(slots.filter((slot) => slot.date === '2026-03-10').map((slot) => slot.time)).toEqual([
      '09:00',
      '09:45',
      '10:30',
      '11:15',
      '12:00',
      '12:45',
      '13:30',
      '14:15',
      '15:00',
      '15:45',
      '16:30',
      '17:15',
    ]);
    expect(new Set(slots.map((slot) => slot.date))).toEqual(
      new Set(['2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-16']),
    );
  });

  it('leaves out a slot whose cells (with its buffer) are claimed, and only that one', () => {
    const all = availableSlots(DEFAULT_AVAILABILITY_SETTINGS, {
      nowMs: monday9,
      claimed: new Set(),
      days: 2,
    });
    // A booking 10:00–10:30 on Tuesday, with its 15-minute buffer, covers 10:00–10:45, which
    // the 09:45 slot's buffer (10:15–10:30) and the 10:30 slot overlap.
    const booked = cellsCovering(
      Date.parse('2026-03-10T10:00:00Z'),
      Date.parse('2026-03-10T10:30:00Z'),
      15,
    );
    const left = availableSlots(DEFAULT_AVAILABILITY_SETTINGS, {
      nowMs: monday9,
      claimed: new Set(booked),
      days: 2,
    });
    const kept = new Set(left.map((slot) => slot.start));
    const removed = all.filter((slot) => !kept.has(slot.start));
    expect(removed.map((slot) => `${slot.date} ${slot.time}`)).toEqual([
      '2026-03-10 09:45',
      '2026-03-10 10:30',
    ]);
  });
});
