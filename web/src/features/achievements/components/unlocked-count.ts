import { useSyncExternalStore } from 'react';

/**
 * How many achievements the signed-in visitor has unlocked, for the header's trophy. The header is
 * in every page's first load and the engine is not, so this reads the engine's own local storage
 * with a few type guards (no zod, no engine code): the count is right from the first render after
 * sign-in, before the engine has loaded. Once the engine runs, the host reports its live count
 * here, and another tab's change arrives as a storage event.
 */
export const ACHIEVEMENTS_STORAGE_KEY = 'portfolio-achievements';

type Entry = { id: string; unlocked: true };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isUnlockedEntry(value: unknown): value is Entry {
  return isRecord(value) && typeof value.id === 'string' && value.unlocked === true;
}

/**
 * The ids unlocked in one user's record: `{id, unlocked: true, date}` entries, whether the record
 * lists them, keys them by id, or groups them under a field (`entries`, `achievements`) next to
 * its other bookkeeping. Anything else in the record is not counted.
 */
function unlockedIds(record: unknown, into: Set<string>, depth = 0): Set<string> {
  if (isUnlockedEntry(record)) into.add(record.id);
  else if (depth < 2 && isRecord(record)) {
    for (const value of Object.values(record)) unlockedIds(value, into, depth + 1);
  }
  return into;
}

let cache: { raw: string | null; uid: string; count: number } | undefined;

/** The count stored for `uid`; 0 when nothing (or nothing readable) is stored. */
export function storedUnlockedCount(uid: string): number {
  let raw: string | null;
  try {
    raw = localStorage.getItem(ACHIEVEMENTS_STORAGE_KEY);
  } catch {
    return 0;
  }
  if (cache && cache.raw === raw && cache.uid === uid) return cache.count;
  let count = 0;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    if (isRecord(parsed)) count = unlockedIds(parsed[uid], new Set()).size;
  } catch {
    // Unreadable storage counts as nothing unlocked; the engine replaces it when it loads.
  }
  cache = { raw, uid, count };
  return count;
}

let live: { uid: string; count: number } | undefined;
const listeners = new Set<() => void>();

/** The engine's count for `uid`, reported while it runs: it wins over what storage says. */
export function reportUnlockedCount(uid: string, count: number): void {
  if (live?.uid === uid && live.count === count) return;
  live = { uid, count };
  listeners.forEach((listener) => listener());
}

export function unlockedCount(uid: string | undefined): number {
  if (!uid) return 0;
  return live?.uid === uid ? live.count : storedUnlockedCount(uid);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent): void => {
    if (event.key !== ACHIEVEMENTS_STORAGE_KEY && event.key !== null) return;
    // Another tab changed it: storage is the news until this tab's engine reports again.
    live = undefined;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The unlocked count of the signed-in user `uid` (0 signed out, and in the prerendered HTML). */
export function useUnlockedCount(uid: string | undefined): number {
  return useSyncExternalStore(
    subscribe,
    () => unlockedCount(uid),
    () => 0,
  );
}
