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

describe('askEarly', () => {
  it('asks the server once: the session sync started after it does not ask again', async () => {
    window.localStorage.setItem('session-hint', '1');
    const user = {
      uid: 'u1',
      username: 'ada',
      email: 'ada@example.org',
      displayName: 'Ada',
      role: 'general_user',
      twoFactorEnabled: false,
      isAdmin: false,
      emailVerified: true,
      memberSince: '2026-03-01T09:00:00.000Z',
    };
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, user }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    try {
      const { askEarly, getSession, startSessionSync } = await import('./session');
      askEarly();
      const stop = startSessionSync();
      await vi.advanceTimersByTimeAsync(0);
      await vi.waitFor(() => expect(getSession()).toEqual({ status: 'signed-in', user }));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(fetchMock.mock.calls[0]?.at(0)).toBe('/api/user');
      stop();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
