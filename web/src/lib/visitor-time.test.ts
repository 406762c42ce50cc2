import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  formatInstant,
  formatInstantRange,
  localWhen,
  visitorClock,
  visitorZone,
  zoneShortName,
} from './visitor-time';

// A visitor in New York reading British English: neither is the test machine's own.
beforeEach(() => {
  visitorClock.zone = 'America/New_York';
  visitorClock.locale = 'en-GB';
});
afterEach(() => {
  delete visitorClock.zone;
  delete visitorClock.locale;
  vi.restoreAllMocks();
});

// Wednesday 25 March 2026, 14:00 in London (still GMT), 10:00 in New York (already summer time).
const INSTANT = Date.parse('2026-03-25T14:00:00Z');
const DAY = { weekday: 'long', day: 'numeric', month: 'long' } as const;
const TIME = { hour: 'numeric', minute: 'numeric' } as const;

describe('formatInstant', () => {
  it("writes an instant in the visitor's zone and locale", () => {
    expect(formatInstant(INSTANT, DAY)).toBe('Wednesday 25 March');
    expect(formatInstant(new Date(INSTANT), TIME)).toBe('10:00');
  });

  it('writes it in the zone it is given', () => {
    expect(formatInstant(INSTANT, TIME, 'Europe/London')).toBe('14:00');
    expect(formatInstant(Date.parse('2026-03-25T23:30:00Z'), DAY, 'Asia/Tokyo')).toBe(
      'Thursday 26 March',
    );
  });

  it('follows the locale set for the visitor', () => {
    visitorClock.locale = 'en-US';
    expect(formatInstant(INSTANT, TIME)).toBe('10:00 AM');
    expect(formatInstant(INSTANT, DAY)).toBe('Wednesday, March 25');
  });

  it('writes no text for an instant that is not a time', () => {
    expect(formatInstant(Number.NaN, DAY)).toBe('');
    expect(formatInstant(new Date('not a date'), TIME)).toBe('');
  });

  it('builds each format once per options, zone and locale', () => {
    const Built = Intl.DateTimeFormat;
    // Counts the formats built, each still the browser's own.
    const built = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (locales, options) {
      return new Built(locales, options);
    });
    const options = { month: 'narrow', day: '2-digit' } as const;
    formatInstant(INSTANT, options, 'Pacific/Chatham');
    formatInstant(INSTANT + 60_000, options, 'Pacific/Chatham');
    expect(built).toHaveBeenCalledTimes(1);

    formatInstant(INSTANT, options, 'Pacific/Auckland');
    visitorClock.locale = 'fr-FR';
    formatInstant(INSTANT, options, 'Pacific/Auckland');
    expect(built).toHaveBeenCalledTimes(3);
  });
});

describe('formatInstantRange', () => {
  const TITLE = { day: 'numeric', month: 'short', year: 'numeric' } as const;

  // The locale's own spacing: thin spaces around the dash.
  it('says once what the two ends share', () => {
    const monday = Date.parse('2026-05-04T04:00:00Z');
    const sunday = Date.parse('2026-05-10T04:00:00Z');
    expect(formatInstantRange(monday, sunday, TITLE)).toBe('4\u2009–\u200910 May 2026');
  });

  it('writes both months when the range crosses one', () => {
    const monday = Date.parse('2026-04-27T04:00:00Z');
    const sunday = Date.parse('2026-05-03T04:00:00Z');
    expect(formatInstantRange(monday, sunday, TITLE, 'America/New_York')).toBe(
      '27 Apr\u2009–\u20093 May 2026',
    );
  });

  it('writes no text when an end is not a time', () => {
    expect(formatInstantRange(INSTANT, Number.NaN, TITLE)).toBe('');
  });
});

describe('zoneShortName', () => {
  it("names the visitor's zone as it is at the instant", () => {
    expect(zoneShortName(INSTANT)).toBe('GMT-4');
    expect(zoneShortName(Date.parse('2026-01-15T12:00:00Z'))).toBe('GMT-5');
  });

  it('names the zone it is given, with summer time', () => {
    expect(zoneShortName(INSTANT, 'Europe/London')).toBe('GMT');
    expect(zoneShortName(Date.parse('2026-07-01T12:00:00Z'), 'Europe/London')).toBe('BST');
    expect(zoneShortName(INSTANT, 'Europe/Berlin')).toBe('CET');
    expect(zoneShortName(INSTANT, 'Asia/Kolkata')).toBe('GMT+5:30');
  });

  it('writes no text for an instant that is not a time', () => {
    expect(zoneShortName(Number.NaN, 'Europe/London')).toBe('');
  });
});

describe('localWhen', () => {
  it("writes a UTC instant and its end in the visitor's zone, with the zone's name", () => {
    expect(localWhen('2026-03-25T14:00:00Z', '2026-03-25T14:30:00Z')).toEqual({
      date: 'Wed, 25 Mar 2026',
      time: '10:00 – 10:30 GMT-4',
    });
  });

  it('keeps text that is not an instant as it is', () => {
    expect(localWhen('soon')).toEqual({ date: 'soon', time: '' });
  });
});

describe('visitorZone', () => {
  it('is the zone set for the visitor', () => {
    expect(visitorZone()).toBe('America/New_York');
  });
});
