import { act, render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { clearEventHistory, publish } from '@/lib/events';
import { refreshSession, setSignedIn } from '@/lib/session';
import { FakeServer } from '@/testing/achievements/fake-server';
import type { UnlockNotice } from './achievements-api';
import {
  onUnlockNotice,
  startAchievements,
  unlockAchievement,
  useAchievements,
} from './achievements-engine';
import { ACHIEVEMENTS_CHANGED_EVENT, ACHIEVEMENTS_STORAGE_KEY } from './storage-key';
import type * as ApiClient from '@/lib/api-client';

/** The Firebase SDK at the module boundary: which user it was asked for, and a fake Firestore. */
const sdk = vi.hoisted(() => ({ loaded: 0, sessions: [] as [string, string][] }));
const server = new FakeServer();

vi.mock('@/lib/firebase-auth', () => {
  sdk.loaded += 1;
  return {
    ensureBrowserSession: async (uid: string, role: string) => {
      sdk.sessions.push([uid, role]);
    },
    firebaseAuthServices: () => ({ app: {} }),
    firestoreEmulator: () => undefined,
  };
});
// The API at the module boundary: `GET /api/achievements` answers the signed-in user's unlocks.
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  apiRequest: async (path: string) => {
    if (path !== '/api/achievements') throw new Error(`Unexpected request ${path}`);
    const stored = await server.remoteFor(USER.uid).list();
    return { achievements: stored.map(({ id, date }) => ({ id, unlockedAt: date })) };
  },
}));
vi.mock('./firestore-remote', () => ({
  liteFirestore: () => ({}),
  firestoreRemote: (_db: unknown, uid: string) => server.remoteFor(uid),
}));

const USER = {
  uid: 'grace',
  username: 'grace',
  email: 'grace@example.org',
  displayName: 'Grace',
  role: 'general_user' as const,
  twoFactorEnabled: false,
  isAdmin: false,
  emailVerified: true,
};

function Counter() {
  const state = useAchievements();
  return (
    <p>
      {state.status}: {state.unlockedCount} of {state.total}, {state.points} points
    </p>
  );
}

const stop = startAchievements();
afterAll(() => {
  stop();
  clearEventHistory();
});

describe('the achievements of this tab', () => {
  it('signed out: nothing unlocks and the Firebase SDK is never loaded', async () => {
    await refreshSession();
    render(<Counter />);
    expect(screen.getByText('signed-out: 0 of 13, 0 points')).toBeInTheDocument();
    expect(await unlockAchievement('night_owl')).toBe('signed-out');
    publish('theme.changed', { mode: 'dark' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sdk.loaded).toBe(0);
    expect(localStorage.getItem(ACHIEVEMENTS_STORAGE_KEY)).toBeNull();
  });

  it('signed in: what another device unlocked is read from the API, with no Firebase sign-in', async () => {
    await server.remoteFor(USER.uid).create('leadership_explorer');
    render(<Counter />);

    act(() => setSignedIn(USER));

    expect(await screen.findByText('signed-in: 1 of 13, 30 points')).toBeInTheDocument();
    // The writer's code is fetched for a later unlock made offline; signing in waits for one.
    await vi.waitFor(() => expect(sdk.loaded).toBe(1));
    expect(sdk.sessions).toEqual([]);
  });

  it('signed in: an event unlocks, the toast hears of it once, the count follows', async () => {
    const notices: UnlockNotice[] = [];
    const stopListening = onUnlockNotice((notice) => notices.push(notice));
    const changed = vi.fn();
    window.addEventListener(ACHIEVEMENTS_CHANGED_EVENT, changed);
    render(<Counter />);

    act(() => setSignedIn(USER));
    publish('theme.changed', { mode: 'dark' });

    expect(await screen.findByText('signed-in: 2 of 13, 45 points')).toBeInTheDocument();
    expect(notices).toEqual([
      {
        id: 'dark_mode_fan',
        title: 'Dark Mode Fan',
        description: 'Switched the site to dark mode.',
        points: 15,
      },
    ]);
    expect(sdk.sessions).toContainEqual(['grace', 'general_user']);
    expect(server.unlocksOf('grace').has('dark_mode_fan')).toBe(true);
    expect(changed).toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(ACHIEVEMENTS_STORAGE_KEY) ?? '{}')).toMatchObject({
      users: {
        grace: {
          achievements: expect.arrayContaining([
            expect.objectContaining({ id: 'leadership_explorer', unlocked: true }),
            expect.objectContaining({ id: 'dark_mode_fan', unlocked: true }),
          ]),
        },
      },
    });
    stopListening();
    window.removeEventListener(ACHIEVEMENTS_CHANGED_EVENT, changed);
  });
});
