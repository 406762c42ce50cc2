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

describe('a signed-in page opened offline', () => {
  const user = {
    uid: 'u2',
    username: 'grace',
    email: 'grace@example.org',
    displayName: 'Grace',
    role: 'general_user',
    twoFactorEnabled: false,
    isAdmin: false,
    emailVerified: true,
    memberSince: '2026-03-01T09:00:00.000Z',
  };
  const answering = (answer: () => Promise<Response>) => vi.stubGlobal('fetch', vi.fn(answer));
  const signedInAnswer = () =>
    Promise.resolve(
      new Response(JSON.stringify({ success: true, user }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );

  /** A visit signed in online, then the next page load, with `next` answering. */
  async function nextVisit(next: () => Promise<Response>) {
    window.localStorage.setItem('session-hint', '1');
    answering(signedInAnswer);
    await (await import('./session')).refreshSession();
    vi.resetModules();
    answering(next);
    return import('./session');
  }

  // Real timers: the answer's schema loads zod in a task of its own.
  beforeEach(() => vi.useRealTimers());
  afterEach(() => vi.unstubAllGlobals());

  it('is signed in as the account kept from the last visit when the server cannot be reached', async () => {
    const session = await nextVisit(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await session.refreshSession()).toEqual({ status: 'signed-in', user });
  });

  it('is signed out when the server answers with trouble, whatever was kept', async () => {
    const session = await nextVisit(() => Promise.resolve(new Response(null, { status: 500 })));
    expect(await session.refreshSession()).toEqual({ status: 'signed-out' });
  });

  it('keeps no account once signed out here', async () => {
    const session = await nextVisit(() => Promise.resolve(new Response(null, { status: 200 })));
    await session.logout();
    expect(window.localStorage.getItem('session-user')).toBeNull();
    vi.resetModules();
    window.localStorage.setItem('session-hint', '1');
    answering(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await (await import('./session')).refreshSession()).toEqual({ status: 'signed-out' });
  });
});
