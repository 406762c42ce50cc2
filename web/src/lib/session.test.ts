import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
  window.localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('startSessionSync', () => {
  it('answers a visitor known to be signed out in a task of its own, not during the call', async () => {
    const { getSession, startSessionSync } = await import('./session');
    const stop = startSessionSync();
    // React runs the adopted page's effects (this call among them) in one task.
    expect(getSession()).toEqual({ status: 'loading' });
    await vi.advanceTimersByTimeAsync(0);
    expect(getSession()).toEqual({ status: 'signed-out' });
    stop();
  });

  it('asks nothing once stopped before its first task', async () => {
    const { getSession, startSessionSync } = await import('./session');
    startSessionSync()();
    await vi.advanceTimersByTimeAsync(0);
    expect(getSession()).toEqual({ status: 'loading' });
  });
});
