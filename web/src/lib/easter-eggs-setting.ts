import { useSyncExternalStore } from 'react';

/**
 * Whether the easter eggs listen and their hints show: on unless the visitor turned them off
 * (kept in this browser). The easter-egg feature obeys it; the achievements overlay offers the
 * switch. Kept here because both features read it and features never import each other.
 */
const KEY = 'portfolio-easter-eggs';
const listeners = new Set<() => void>();

export function easterEggsEnabled(): boolean {
  try {
    return localStorage.getItem(KEY) !== 'off';
  } catch {
    return true;
  }
}

export function setEasterEggsEnabled(enabled: boolean): void {
  try {
    if (enabled) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, 'off');
  } catch {
    // Storage blocked: the choice lasts for this page only.
    memory = enabled;
  }
  listeners.forEach((listener) => listener());
}

let memory: boolean | undefined;

function current(): boolean {
  return memory ?? easterEggsEnabled();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent): void => {
    if (event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useEasterEggsEnabled(): boolean {
  return useSyncExternalStore(subscribe, current, () => true);
}
