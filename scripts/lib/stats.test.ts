import { describe, expect, it } from 'vitest';
import { describeLoad, formatSpread, spread } from './stats.js';

describe('spread', () => {
  it('takes the middle run of an odd count and the range', () => {
    expect(spread([120, 90, 300, 100, 110])).toEqual({ median: 110, min: 90, max: 300 });
  });

  it('averages the two middle runs of an even count', () => {
    expect(spread([4, 1, 3, 2]).median).toBe(2.5);
  });

  it('refuses to summarise no runs at all', () => {
    expect(() => spread([])).toThrow(/at least one value/);
  });

  it('prints median and range', () => {
    expect(formatSpread({ median: 0.0123, min: 0, max: 0.05 }, 3)).toBe('0.012 (0.000-0.050)');
  });
});

describe('describeLoad', () => {
  it('prints the cores and the three load averages', () => {
    expect(describeLoad(2, [0.97, 1.774, 2.7])).toBe(
      '2 cores, load average 0.97 / 1.77 / 2.70 (1 / 5 / 15 min)',
    );
  });
});
