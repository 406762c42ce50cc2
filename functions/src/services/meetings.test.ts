import { describe, expect, it } from 'vitest';
import { DEFAULT_AVAILABILITY_SETTINGS } from '../shared/availability';
import { MEETING_TIME_NOT_OFFERED } from '../shared/meetings';
import { offeredSlot } from './meetings';

const settings = DEFAULT_AVAILABILITY_SETTINGS;
// Monday 16 March 2026, 12:00 UTC (London is on GMT until the 29th).
const NOW = Date.UTC(2026, 2, 16, 12, 0);

const refusal = (date: string, time: string, now = NOW): unknown => {
  try {
    offeredSlot(settings, date, time, now);
  } catch (error) {
    return error;
  }
  return undefined;
};

describe('offeredSlot', () => {
  it('gives the UTC instants of a slot the rules offer', () => {
    expect(offeredSlot(settings, '2026-03-18', '09:45', NOW)).toEqual({
      startMs: Date.UTC(2026, 2, 18, 9, 45),
      endMs: Date.UTC(2026, 2, 18, 10, 15),
    });
    // After the clocks went forward, 09:00 in London is 08:00 UTC.
    expect(offeredSlot(settings, '2026-03-31', '09:00', NOW).startMs).toBe(
      Date.UTC(2026, 2, 31, 8, 0),
    );
  });

  it.each([
    ['a time between slots (slots run every 45 minutes)', '2026-03-18', '10:00'],
    ['a weekend day', '2026-03-21', '09:00'],
    ['a slot inside the minimum notice', '2026-03-16', '17:15'],
    ['a slot past the horizon', '2026-05-04', '09:00'],
    ['a slot in the past', '2026-03-13', '09:00'],
    ['a time that does not exist that day (clocks go forward at 01:00)', '2026-03-29', '01:30'],
  ])('refuses %s', (_label, date, time) => {
    expect(refusal(date, time)).toMatchObject({
      kind: 'invalid',
      message: MEETING_TIME_NOT_OFFERED,
      fieldErrors: { time: [MEETING_TIME_NOT_OFFERED] },
    });
  });
});
