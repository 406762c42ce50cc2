import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { within } from './within';

describe('within', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers with the promise when it settles in time, and leaves no timer behind', async () => {
    await expect(within(Promise.resolve('ok'), 100)).resolves.toBe('ok');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects with the given message once the time has passed without an answer', async () => {
    const late = within(new Promise<never>(() => undefined), 100, 'too slow');
    vi.advanceTimersByTime(100);
    await expect(late).rejects.toThrow('too slow');
  });

  it('turns a rejection that is not an Error into one', async () => {
    await expect(within(Promise.reject('refused'), 100)).rejects.toThrow('refused');
  });
});
