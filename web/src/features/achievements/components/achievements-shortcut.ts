import { useEffect, useSyncExternalStore } from 'react';

/**
 * Shift+A opens the achievements from anywhere on the page but a field. No browser and no screen
 * reader's application mode binds it (screen readers in browse mode keep letters for themselves,
 * so it never reaches the page there). A letter shortcut can fire by accident for speech-input
 * users, so a visitor can turn it off (WCAG 2.1.4); the choice is kept in this browser.
 */
export const ACHIEVEMENTS_SHORTCUT = 'Shift+A';

const KEY = 'portfolio-achievements-shortcut';
const listeners = new Set<() => void>();
let memory: boolean | undefined;

function stored(): boolean {
  try {
    return localStorage.getItem(KEY) !== 'off';
  } catch {
    return true;
  }
}

export function achievementsShortcutEnabled(): boolean {
  return memory ?? stored();
}

export function setAchievementsShortcutEnabled(enabled: boolean): void {
  try {
    if (enabled) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, 'off');
    memory = undefined;
  } catch {
    // Storage blocked: the choice lasts for this page only.
    memory = enabled;
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent): void => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useAchievementsShortcutEnabled(): boolean {
  return useSyncExternalStore(subscribe, achievementsShortcutEnabled, () => true);
}

const TYPING_ROLES = new Set(['textbox', 'combobox', 'searchbox', 'spinbutton']);

/** Whether a key pressed with `target` focused goes into text the visitor is writing. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['button', 'checkbox', 'radio', 'reset', 'submit', 'range', 'color', 'file'].includes(
      target.type,
    );
  }
  return TYPING_ROLES.has(target.getAttribute('role') ?? '');
}

export function isAchievementsShortcut(event: KeyboardEvent): boolean {
  return (
    event.key === 'A' &&
    event.shiftKey &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey &&
    !event.repeat &&
    !event.defaultPrevented &&
    !isTyping(event.target)
  );
}

/** Calls `onShortcut` on Shift+A while the shortcut is on. */
export function useAchievementsShortcut(onShortcut: () => void): boolean {
  const enabled = useAchievementsShortcutEnabled();
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent): void => {
      if (isAchievementsShortcut(event)) onShortcut();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, onShortcut]);
  return enabled;
}
