import { useSyncExternalStore } from 'react';
import type { AchievementId } from '@shared/content/achievements-schema';
import { pageLoaded } from '@/lib/start/page-loaded';
import { getSession, onSessionChange } from '@/lib/session';
import type { AchievementsState, UnlockNotice, UnlockOutcome } from './achievements-api';
import type { EngineEnvironment, SessionView, TabChannel } from './engine-environment';
import { ACHIEVEMENTS_CHANGED_EVENT, ACHIEVEMENTS_STORAGE_KEY } from './storage-key';
import { startTriggers } from './triggers';
import { createUnlockEngine, type UnlockEngine } from './unlock-engine';
import { siteContent } from '@/lib/content/site-content';

/**
 * The achievements of this tab: the unlock engine (unlock-engine.ts) on this browser's local
 * storage, Web Locks and BroadcastChannel, the session, and Firestore through the Firebase SDK,
 * which is loaded only for a signed-in user and only after the page has loaded.
 */

let lastSession: ReturnType<typeof getSession> | undefined;
let lastView: SessionView = { status: 'loading' };

/** The session as the engine reads it, the same object while the session is the same. */
function sessionView(): SessionView {
  const session = getSession();
  if (session === lastSession) return lastView;
  lastSession = session;
  lastView =
    session.status === 'signed-in'
      ? { status: 'signed-in', user: { uid: session.user.uid, role: session.user.role } }
      : { status: session.status };
  return lastView;
}

function openChannel(): TabChannel {
  const channel = new BroadcastChannel(ACHIEVEMENTS_STORAGE_KEY);
  return {
    post: (message) => channel.postMessage(message),
    listen(listener) {
      const onMessage = (event: MessageEvent): void => listener(event.data);
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close: () => channel.close(),
  };
}

function browserEnvironment(): EngineEnvironment {
  return {
    catalogue: siteContent('achievements').achievements,
    storage: {
      getItem: (key) => localStorage.getItem(key),
      setItem: (key, value) => localStorage.setItem(key, value),
    },
    session: { current: sessionView, subscribe: onSessionChange },
    network: {
      onOnline(listener) {
        window.addEventListener('online', listener);
        return () => window.removeEventListener('online', listener);
      },
    },
    async connectRemote(user) {
      await pageLoaded();
      const { serverRemote } = await import('./server-remote');
      return serverRemote(user);
    },
    ...('locks' in navigator && navigator.locks
      ? {
          locks: {
            // Held until `work` settles; the lock's own answer is not needed.
            request: <T>(name: string, work: () => Promise<T>): Promise<T> =>
              new Promise<T>((resolve, reject) => {
                navigator.locks.request(name, () => work().then(resolve, reject)).catch(reject);
              }),
          },
        }
      : {}),
    ...(typeof BroadcastChannel === 'function' ? { openChannel } : {}),
    onStorageChange(listener) {
      const onStorage = (event: StorageEvent): void => {
        if (event.key === ACHIEVEMENTS_STORAGE_KEY || event.key === null) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
    announceChange: () => window.dispatchEvent(new Event(ACHIEVEMENTS_CHANGED_EVENT)),
  };
}

let engine: UnlockEngine | undefined;

function tabEngine(): UnlockEngine {
  engine ??= createUnlockEngine(browserEnvironment());
  return engine;
}

/** The overlay's view of the signed-in user's achievements, kept current. */
export function useAchievements(): AchievementsState {
  const current = tabEngine();
  return useSyncExternalStore(current.subscribe, current.getState, current.getState);
}

/** Unlocks `id` for the signed-in user (a trigger, or the overlay's 'Click to unlock for demo'). */
export function unlockAchievement(id: AchievementId): Promise<UnlockOutcome> {
  return tabEngine().unlock(id);
}

/** Unlocks a random locked achievement; its id, or undefined when none was unlocked. */
export function unlockRandomAchievement(): Promise<AchievementId | undefined> {
  return tabEngine().unlockRandom();
}

/** The toast's feed: one notice per unlock made in this tab. */
export function onUnlockNotice(listener: (notice: UnlockNotice) => void): () => void {
  return tabEngine().onNotice(listener);
}

/** Calls `listener` when a visitor signs in on this page (not when a known session loads). */
function onSignIn(listener: () => void): () => void {
  let status = getSession().status;
  return onSessionChange(() => {
    const next = getSession().status;
    if (status === 'signed-out' && next === 'signed-in') listener();
    status = next;
  });
}

/**
 * Starts the achievements of this tab: the triggers (night owl included), the sign-in merge and
 * the writes that wait for the network. The app layer calls it once, after the page has loaded;
 * the returned function stops it all.
 */
export function startAchievements(): () => void {
  const current = tabEngine();
  const stopEngine = current.start();
  const stopTriggers = startTriggers(current, { onSignIn });
  return () => {
    stopTriggers();
    stopEngine();
  };
}
