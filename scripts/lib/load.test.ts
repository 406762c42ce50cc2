import { describe, expect, it } from 'vitest';
import { drive, percentile, summarize } from './load.js';

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('drive', () => {
  it('keeps every client busy until the time is up and counts statuses, 5xx and failures', async () => {
    let inFlight = 0;
    let most = 0;
    const run = await drive(
      async (sequence) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        if (sequence % 10 === 3) throw new Error('no answer');
        return sequence % 10 === 7 ? 503 : 200;
      },
      4,
      100,
    );
    expect(most).toBe(4);
    const summary = summarize(run);
    expect(summary.requests).toBeGreaterThan(20);
    expect(summary.serverErrors).toBe(summary.statuses[503]);
    expect(summary.unanswered).toBe(summary.statuses[0]);
    expect(summary.unanswered).toBeGreaterThan(0);
    expect(summary.p50).toBeGreaterThanOrEqual(4);
  });
});
