import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@shared/auth';
import { ApiError, apiRequest } from './api-client';
import { loadZod } from './start/zod-warm-up';

/** The session is loading, then signed in or signed out. */
export type SessionState =
  { status: 'loading' } | { status: 'signed-in'; user: SessionUser } | { status: 'signed-out' };

let state: SessionState = { status: 'loading' };

/**
 * The session cookie is httpOnly, so the page cannot see it. This flag remembers that this
 * browser signed in, so signed-out visitors never call `/api/user` just to get a 401 (an error in
 * their console and a wasted request on every page load). The server stays the authority.
 */
const HINT_KEY = 'session-hint';

function hasSessionHint(): boolean {
  try {
    return localStorage.getItem(HINT_KEY) === '1';
  } catch {
    return true;
  }
}

function setSessionHint(present: boolean): void {
  try {
    if (present) localStorage.setItem(HINT_KEY, '1');
    else localStorage.removeItem(HINT_KEY);
  } catch {
    // Storage blocked: every page load asks the server instead.
  }
}
/**
 * The account this browser was last signed in as, so a signed-in page opened offline still shows
 * who it is and the copies of the account's data kept offline (lib/query/kept-offline.ts). Kept
 * while signed in, dropped at sign-out; only ever read when the server cannot be reached.
 */
const USER_KEY = 'session-user';

function keepUser(user: SessionUser | null): void {
  try {
    if (user) localStorage.setItem(USER_KEY, JSON.stringify(user));
    else localStorage.removeItem(USER_KEY);
  } catch {
    // Storage blocked or full: offline, the page behaves as signed out.
  }
}

/** The kept account, checked like anything read from storage; null when none reads. */
async function keptUser(): Promise<SessionUser | null> {
  try {
    const raw = localStorage.getItem(USER_KEY);
    if (!raw) return null;
    const parsed = (await currentUserAnswer()).shape.user.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
const signOutHooks = new Set<() => Promise<void> | void>();

function publish(next: SessionState): void {
  if (next.status !== 'loading') {
    setSessionHint(next.status === 'signed-in');
    keepUser(next.status === 'signed-in' ? next.user : null);
  }
  state = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSession(): SessionState {
  return state;
}

/** Calls `listener` after each change of the session, outside React (components: `useSession`). */
export const onSessionChange = subscribe;

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

export function setSignedIn(user: SessionUser): void {
  publish({ status: 'signed-in', user });
}

/** Code that holds per-user state (the Firebase SDK session, pending sign-ins) clears it here. */
export function onSignOut(hook: () => Promise<void> | void): () => void {
  signOutHooks.add(hook);
  return () => signOutHooks.delete(hook);
}

async function runSignOutHooks(): Promise<void> {
  await Promise.allSettled([...signOutHooks].map((hook) => hook()));
}

// Loaded with the request, not with the page: the schema brings zod, which first paint never needs.
const currentUserAnswer = async () => {
  await loadZod();
  return (await import('@shared/session-user')).currentUserResponseSchema;
};

/** Asks the server who is signed in (`GET /api/user`; 401 means nobody). */
export async function refreshSession(): Promise<SessionState> {
  if (!hasSessionHint() && state.status !== 'signed-in') {
    publish({ status: 'signed-out' });
    return state;
  }
  try {
    const { user } = await apiRequest('/api/user', currentUserAnswer);
    publish({ status: 'signed-in', user });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      if (state.status === 'signed-in') await runSignOutHooks();
      publish({ status: 'signed-out' });
    } else if (state.status === 'loading') {
      // Offline at start: the account kept from the last visit, whose pages show what they kept
      // offline; server trouble, or nothing kept: signed out until the next check.
      const offline = error instanceof ApiError && error.status === 0;
      const kept = offline ? await keptUser() : null;
      publish(kept ? { status: 'signed-in', user: kept } : { status: 'signed-out' });
    }
  }
  return state;
}

/** Signs out here: the cookie, the browser's Firebase session and anything pending. */
export async function logout(): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/logout', { method: 'POST', credentials: 'same-origin' });
  } catch {
    throw new Error('Network error');
  }
  if (!response.ok) throw new Error(`Logout failed with status: ${response.status}`);
  await runSignOutHooks();
  publish({ status: 'signed-out' });
}

let early: Promise<SessionState> | undefined;

/**
 * Asks who is signed in before React starts (main.tsx, for a page drawn in the browser, which
 * shows nothing until it knows): the answer then arrives beside React's code, not after the app's
 * first render. `startSessionSync` does not ask again. (The page's own GETs started earlier still,
 * from its HTML: web/early-reads.js.)
 */
export function askEarly(): void {
  if (early) return;
  early = refreshSession();
}

/**
 * Loads the session now and again whenever the window regains focus. Returns a stop
 * function. The session is read by the header in every page's first load, so it is a store of its
 * own rather than a query (the query cache loads later, with MUI), kept to the same rules by hand:
 * read again on focus, and 100 ms after a sign-in (features/auth/signed-in.ts).
 */
export function startSessionSync(): () => void {
  // The first answer comes in a task of its own: for a visitor known to be signed out it is
  // published at once, and the header's re-render with it (React renders a store's change
  // synchronously) would join the task in which React runs the adopted page's effects, already
  // one of the longest of a first load.
  // A page that is not prerendered asked already, before React started (`askEarly`): that
  // question serves.
  const first = setTimeout(() => {
    if (state.status === 'loading' && !early) void refreshSession();
  }, 0);
  const onFocus = (): void => void refreshSession();
  window.addEventListener('focus', onFocus);
  return () => {
    clearTimeout(first);
    window.removeEventListener('focus', onFocus);
  };
}
