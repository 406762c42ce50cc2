import { useSyncExternalStore } from 'react';
import { publish } from '@/lib/events';
import { isRecord } from '@/lib/is-record';
import { ACHIEVEMENTS_STORAGE_KEY } from '../storage-key';

/**
 * What the header's trophy shows: the signed-in visitor's unlocked count, and whether Shift+A opens
 * the overlay. The header is in every page's first load and the engine is not, so the count is
 * read from the engine's local storage with a few type guards (no zod, no engine code), right from
 * the first render after sign-in; once the engine runs, the host reports its live count, and
 * another tab's change arrives as a storage event. The keyboard shortcut is the host's (it loads
 * after the page, and so does its code), so the trophy names it once the host says it listens.
 */
/**
 * The count stored for `uid`: its unlocked entries in what the engine stores (local-store.ts:
 * `{ version, users: { [uid]: { achievements: [{ id, unlocked: true, date }], … } } }`), each id
 * once. Anything else, and unreadable or blocked storage, count as nothing till the engine reports.
 */
export function storedUnlockedCount(uid: string): number {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(ACHIEVEMENTS_STORAGE_KEY) ?? '{}');
  } catch {
    return 0;
  }
  const users = isRecord(stored) ? stored.users : undefined;
  const record = isRecord(users) ? users[uid] : undefined;
  const entries: unknown = isRecord(record) ? record.achievements : undefined;
  if (!Array.isArray(entries)) return 0;
  const ids = new Set<string>();
  for (const entry of entries)
    if (isRecord(entry) && entry.unlocked === true && typeof entry.id === 'string')
      ids.add(entry.id);
  return ids.size;
}

/** What the trophy and the shortcut do: ask the host for the overlay. */
export const requestAchievements = (): void => publish('achievements.requested', {});

let live: { uid: string; count: number } | undefined;
let shortcut: string | undefined;
const listeners = new Set<() => void>();
const changed = (): void => listeners.forEach((listener) => listener());

/** The engine's count for `uid`, reported while it runs: it wins over what storage says. */
export function reportUnlockedCount(uid: string, count: number): void {
  live = { uid, count };
  changed();
}

/** The keys that open the overlay now (the host listens, and the visitor left it on), or none. */
export function reportShortcut(keys: string | undefined): void {
  shortcut = keys;
  changed();
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent): void => {
    if (event.key !== ACHIEVEMENTS_STORAGE_KEY && event.key !== null) return;
    // Another tab changed it: storage has the news until this tab's engine reports again.
    live = undefined;
    listener();
  };
  listeners.add(listener);
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
    () => (!uid ? 0 : live?.uid === uid ? live.count : storedUnlockedCount(uid)),
    () => 0,
  );
}

/** The shortcut that opens the overlay, once the host listens for it. */
export function useShortcut(): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => shortcut,
    () => undefined,
  );
}
