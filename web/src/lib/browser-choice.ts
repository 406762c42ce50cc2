import { useSyncExternalStore } from 'react';

/**
 * A feature that is on unless the visitor turned it off: the choice is kept in this browser's
 * storage under `key` ('off', or nothing), and every reader in this tab and in the others follows
 * a change at once. Where storage is blocked, a choice lasts for this page.
 */
export function onUnlessTurnedOff(key: string) {
  const listeners = new Set<() => void>();
  let memory: boolean | undefined;

  const enabled = (): boolean => {
    if (memory !== undefined) return memory;
    try {
      return localStorage.getItem(key) !== 'off';
    } catch {
      return true;
    }
  };

  const setEnabled = (on: boolean): void => {
    try {
      if (on) localStorage.removeItem(key);
      else localStorage.setItem(key, 'off');
    } catch {
      memory = on;
    }
    listeners.forEach((listener) => listener());
  };

  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener);
    // Another tab's choice arrives as a storage event (its key null when that tab cleared all).
    const onStorage = (event: StorageEvent): void => {
      if (event.key === key || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };

  return {
    /** Whether it is on now. */
    enabled,
    setEnabled,
    /** Whether it is on, followed as it changes here or in another tab. */
    useEnabled: () => useSyncExternalStore(subscribe, enabled, () => true),
  };
}
