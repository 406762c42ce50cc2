import { describe, expect, it } from 'vitest';
import { timeZoneChoices } from './time-zones';

describe('timeZoneChoices', () => {
  it('offers the current names of renamed zones, UTC and the owner’s default', () => {
    const zones = timeZoneChoices('Europe/London');
    expect(zones).toEqual(expect.arrayContaining(['Asia/Kolkata', 'Europe/Kyiv', 'UTC']));
    expect(zones).toContain('Europe/London');
    expect(zones).not.toContain('Asia/Calcutta');
    expect(zones).toEqual([...zones].sort());
    expect(new Set(zones).size).toBe(zones.length);
  });

  it('keeps a stored zone the list does not name', () => {
    expect(timeZoneChoices('Asia/Calcutta')).toContain('Asia/Calcutta');
  });
});
