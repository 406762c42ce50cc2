import { describe, expect, it } from 'vitest';
import {
  availabilitySettingsSchema,
  DEFAULT_AVAILABILITY_SETTINGS,
  type AvailabilitySettings,
} from './availability';

/** The first message the schema gives for `input`, or null when it passes. */
function firstMessage(input: unknown): string | null {
  const parsed = availabilitySettingsSchema.safeParse(input);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? '');
}

const settings = (change: Partial<AvailabilitySettings>): unknown => ({
  ...DEFAULT_AVAILABILITY_SETTINGS,
  ...change,
});

describe('availability settings from an admin', () => {
  it('takes the defaults as they are', () => {
    expect(availabilitySettingsSchema.parse(DEFAULT_AVAILABILITY_SETTINGS)).toEqual(
      DEFAULT_AVAILABILITY_SETTINGS,
    );
  });

  it.each([null, [], 1, 'settings', true])('refuses %j with one message for the form', (input) => {
    expect(firstMessage(input)).toBe('Send the availability settings as an object.');
  });

  it.each([
    [
      'a zone nobody knows',
      { timeZone: 'Mars/Olympus_Mons' },
      'Use a time zone like Europe/London.',
    ],
    ['a path as a zone', { timeZone: '../../etc/passwd' }, 'Use a time zone like Europe/London.'],
    ['a huge zone', { timeZone: 'Europe/'.repeat(10_000) }, 'Use a time zone like Europe/London.'],
    [
      'a slot of 20 minutes',
      { slotMinutes: 20 },
      'The slot length must be a multiple of 15 minutes.',
    ],
    ['a fractional buffer', { bufferMinutes: 7.5 }, 'Give the buffer in whole minutes.'],
    ['a negative notice', { minimumNoticeHours: -1 }, 'The notice cannot be negative.'],
    ['an endless horizon', { horizonDays: Number.POSITIVE_INFINITY }, 'Give the horizon in days.'],
    [
      'a date that does not exist',
      { blackoutDates: ['2026-02-30'] },
      'Use a date like 2026-03-31.',
    ],
    [
      'too many blackout dates',
      { blackoutDates: Array.from({ length: 367 }, () => '2026-12-25') },
      'At most 366 blackout dates.',
    ],
  ])('refuses %s', (_what, change, message) => {
    expect(firstMessage(settings(change))).toBe(message);
  });

  it.each([
    [
      'an end before the start',
      [{ start: '17:00', end: '09:00' }],
      'The end must come after the start.',
    ],
    [
      'a time off the quarter hours',
      [{ start: '09:10', end: '12:00' }],
      'Use a quarter hour (:00, :15, :30 or :45).',
    ],
    ['a time that is no time', [{ start: '25:00', end: '26:00' }], 'Use a time like 09:00.'],
    [
      'overlapping stretches',
      [
        { start: '09:00', end: '12:00' },
        { start: '11:00', end: '13:00' },
      ],
      "A day's working hours must not overlap.",
    ],
    ['null for a day', null, "List the day's working hours."],
  ])("refuses a day's hours with %s", (_what, mon, message) => {
    const weeklyHours = { ...DEFAULT_AVAILABILITY_SETTINGS.weeklyHours, mon };
    expect(firstMessage({ ...DEFAULT_AVAILABILITY_SETTINGS, weeklyHours })).toBe(message);
  });

  it("cleans the Calendly card's text every visitor reads, and refuses text that shows nothing", () => {
    const calendly = (change: object) =>
      settings({ calendly: { ...DEFAULT_AVAILABILITY_SETTINGS.calendly, ...change } });
    const parsed = availabilitySettingsSchema.parse(
      calendly({ title: '  \u202EQuick\u200B call\n ', description: 'Talk\u0000 to me' }),
    );
    expect(parsed.calendly).toMatchObject({ title: 'Quick call', description: 'Talk to me' });
    expect(firstMessage(calendly({ title: '\u200B\u2060 ' }))).toBe('Give the card a title.');
    expect(firstMessage(calendly({ description: 'x'.repeat(301) }))).toBe(
      'The description must be at most 300 characters.',
    );
    expect(firstMessage(calendly({ url: 'javascript:alert(1)' }))).toBe('Use an https:// link.');
    expect(firstMessage(calendly({ url: 'http://calendly.com/x' }))).toBe('Use an https:// link.');
  });
});
