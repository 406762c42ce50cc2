import { describe, expect, it } from 'vitest';
import { rateLimited, waitInWords } from './errors';

describe('waitInWords', () => {
  it.each([
    [1, '1 minute'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [15 * 60 - 3, '15 minutes'],
    [59 * 60 + 59, '1 hour'],
    [60 * 60 + 1, '2 hours'],
    [24 * 3600 - 10, '24 hours'],
    [48 * 3600, '48 hours'],
    [3 * 24 * 3600, '3 days'],
  ])('says %i seconds as "%s", rounded up', (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words);
  });
});

describe('rateLimited', () => {
  it('says when to try again in words and keeps Retry-After in whole seconds', () => {
    const error = rateLimited(86_399.2, 'Too many sign-in attempts.');
    expect(error.message).toBe('Too many sign-in attempts. Please try again in 24 hours.');
    expect(error.retryAfterSeconds).toBe(86_400);
    expect(rateLimited(0.2).message).toBe('Too many attempts. Please try again in 1 minute.');
    expect(rateLimited(0.2).retryAfterSeconds).toBe(1);
  });
});
