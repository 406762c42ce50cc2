import type { AvailabilitySlot } from '@shared/availability';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { mondayOf, nextAvailableDate, slotsByVisitorDay, weekDays } from './calendar';

/** A slot the server would send: the owner's date and time, and the UTC instant. */
function slot(startIso: string, owner = 'Europe/London'): AvailabilitySlot {
  const start = DateTime.fromISO(startIso, { zone: 'utc' });
  const local = start.setZone(owner);
  return {
    date: local.toISODate() ?? '',
    time: local.toFormat('HH:mm'),
    status: 'available',
    start: start.toISO() ?? '',
    end: start.plus({ minutes: 30 }).toISO() ?? '',
  };
}

const at = (iso: string, zone: string) => DateTime.fromISO(iso, { zone });
const times = (byDay: ReturnType<typeof slotsByVisitorDay>, date: string) =>
  (byDay.get(date) ?? []).map(({ start }) => start.toFormat('HH:mm'));

describe('week grid', () => {
  it('starts on Monday, marks past days and today, and counts each day’s slots', () => {
    const zone = 'Europe/London';
    const now = at('2026-03-25T10:00', zone); // a Wednesday
    const byDay = slotsByVisitorDay(
      [
        slot('2026-03-25T09:00Z'), // earlier today: gone
        slot('2026-03-25T14:00Z'),
        slot('2026-03-25T15:00Z'),
        slot('2026-03-27T09:00Z'),
        slot('2026-03-30T08:00Z'), // next week
      ],
      zone,
      now,
    );
    const today = now.toISODate() ?? '';
    const days = weekDays(mondayOf(today, zone), today, byDay, zone);

    expect(days.map((day) => day.date)).toEqual([
      '2026-03-23',
      '2026-03-24',
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
    ]);
    // ISO weekdays: 1 is Monday.
    expect(days.map((day) => at(day.date, zone).weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(days.map((day) => day.past)).toEqual([true, true, false, false, false, false, false]);
    expect(days.filter((day) => day.today).map((day) => day.date)).toEqual(['2026-03-25']);
    expect(days.map((day) => day.count)).toEqual([0, 0, 2, 0, 1, 0, 0]);
  });

  it('takes a Sunday to the Monday before it', () => {
    expect(mondayOf('2026-03-29', 'Europe/London')).toBe('2026-03-23');
    expect(mondayOf('2026-03-23', 'Europe/London')).toBe('2026-03-23');
  });
});

describe("slots in the visitor's zone", () => {
  // The UK leaves summer time on 25 Oct 2026, the US on 1 Nov 2026: in between, New York is four
  // hours behind London instead of five.
  const slots = [
    slot('2026-10-23T08:00Z'), // Fri 09:00 BST
    slot('2026-10-30T09:00Z'), // Fri 09:00 GMT
    slot('2026-11-02T09:00Z'), // Mon 09:00 GMT
  ];
  const now = at('2026-10-20T00:00Z', 'utc');

  it('follows each side’s daylight-saving change', () => {
    const byDay = slotsByVisitorDay(slots, 'America/New_York', now);
    expect(times(byDay, '2026-10-23')).toEqual(['04:00']);
    expect(times(byDay, '2026-10-30')).toEqual(['05:00']);
    expect(times(byDay, '2026-11-02')).toEqual(['04:00']);
  });

  it('puts a slot on the visitor’s own date when it crosses midnight for them', () => {
    const evening = [slot('2026-03-27T19:00Z')]; // 19:00 in London, 00:30 the next day in Kolkata
    const byDay = slotsByVisitorDay(evening, 'Asia/Kolkata', at('2026-03-20T00:00Z', 'utc'));
    expect([...byDay.keys()]).toEqual(['2026-03-28']);
    expect(times(byDay, '2026-03-28')).toEqual(['00:30']);
  });

  it('keeps Lord Howe’s half-hour daylight-saving offset', () => {
    // Lord Howe leaves its +11 summer offset for +10:30 on 5 Apr 2026.
    const byDay = slotsByVisitorDay(
      [slot('2026-04-03T09:00Z'), slot('2026-04-06T09:00Z')],
      'Australia/Lord_Howe',
      at('2026-04-01T00:00Z', 'utc'),
    );
    expect(times(byDay, '2026-04-03')).toEqual(['20:00']);
    expect(times(byDay, '2026-04-06')).toEqual(['19:30']);
  });

  it('orders each day’s slots by time', () => {
    const byDay = slotsByVisitorDay(
      [slot('2026-03-27T15:00Z'), slot('2026-03-27T09:00Z'), slot('2026-03-27T11:30Z')],
      'Europe/London',
      at('2026-03-20T00:00Z', 'utc'),
    );
    expect(times(byDay, '2026-03-27')).toEqual(['09:00', '11:30', '15:00']);
  });
});

describe('next available date', () => {
  const zone = 'Europe/London';
  const now = at('2026-03-01T00:00Z', 'utc');

  it('finds the first later day with a slot within 14 days', () => {
    const byDay = slotsByVisitorDay(
      [slot('2026-03-12T10:00Z'), slot('2026-03-20T10:00Z')],
      zone,
      now,
    );
    expect(nextAvailableDate('2026-03-02', byDay, zone)).toBe('2026-03-12');
    expect(nextAvailableDate('2026-03-12', byDay, zone)).toBe('2026-03-20');
  });

  it('looks no further than 14 days', () => {
    const byDay = slotsByVisitorDay([slot('2026-03-17T10:00Z')], zone, now);
    expect(nextAvailableDate('2026-03-03', byDay, zone)).toBe('2026-03-17'); // day 14
    expect(nextAvailableDate('2026-03-02', byDay, zone)).toBeNull(); // day 15
  });
});
