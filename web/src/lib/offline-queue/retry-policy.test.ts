import { describe, expect, it } from 'vitest';
import { retryAfterMs, retryDelayMs, verdictFor } from './retry-policy';

describe('verdictFor', () => {
  it.each([
    [200, 'delivered'],
    [201, 'delivered'],
    [204, 'delivered'],
    [408, 'retry'],
    [429, 'retry'],
    [500, 'retry'],
    [502, 'retry'],
    [503, 'retry'],
    [400, 'attention'],
    [401, 'attention'],
    [403, 'attention'],
    [404, 'attention'],
    [409, 'attention'],
    [413, 'attention'],
    [422, 'attention'],
    [302, 'attention'],
  ])('answer %i → %s', (status, verdict) => {
    expect(verdictFor(status)).toBe(verdict);
  });
});

describe('retryDelayMs', () => {
  const now = Date.UTC(2026, 10, 23, 12, 0, 0);

  it('doubles from 2 s and stops growing at 10 minutes', () => {
    expect([1, 2, 3, 4, 5].map((failures) => retryDelayMs(failures, null, now))).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000,
    ]);
    expect(retryDelayMs(20, null, now)).toBe(600_000);
    expect(retryDelayMs(1000, null, now)).toBe(600_000);
  });

  it('never retries sooner than Retry-After, in seconds or as a date', () => {
    expect(retryDelayMs(1, '30', now)).toBe(30_000);
    expect(retryDelayMs(1, new Date(now + 90_000).toUTCString(), now)).toBe(90_000);
    // A shorter Retry-After does not cut the backoff.
    expect(retryDelayMs(5, '1', now)).toBe(32_000);
  });

  it('caps a far-off Retry-After at an hour and ignores one it cannot read', () => {
    expect(retryDelayMs(1, '999999', now)).toBe(3_600_000);
    expect(retryDelayMs(1, 'soon', now)).toBe(2_000);
    expect(retryAfterMs(new Date(now - 5_000).toUTCString(), now)).toBe(0);
  });
});
