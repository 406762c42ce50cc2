import { describe, expect, it } from 'vitest';
import { describeFreshMemory, measureFreshMemory } from './fresh-memory.js';

describe('describeFreshMemory', () => {
  it('prints both costs on a machine that hands out memory quickly', () => {
    expect(describeFreshMemory({ firstTouchUs: 0.25, againUs: 0.01 })).toBe(
      'fresh memory 0.25 µs per 4 KB page on first touch, 0.01 µs touched again (median of 3 × 128 MB)',
    );
  });

  it('warns that the sitting is not comparable when fresh memory is slow', () => {
    const text = describeFreshMemory({ firstTouchUs: 12.04, againUs: 0.03 });
    expect(text).toMatch(/^fresh memory 12\.04 µs per 4 KB page/);
    expect(text).toContain('SLOW: over 2 µs');
    expect(text).toContain('compare only with sittings on a machine that printed a similar figure');
  });
});

describe('measureFreshMemory', () => {
  it('measures a first touch that costs more than touching the same page again', () => {
    const { firstTouchUs, againUs } = measureFreshMemory();
    expect(againUs).toBeGreaterThan(0);
    expect(firstTouchUs).toBeGreaterThan(againUs);
  });
});
