import type { StorageManager } from '@mui/material/styles';
import { useSyncExternalStore } from 'react';

/** Where the visitor's light/dark choice is kept: MUI's key, read by color-scheme.js before paint. */
const MODE_KEY = 'mui-mode';
const ATTRIBUTE = 'data-color-scheme';

const sameTab = new Map<string, Set<(value: string | null) => void>>();

/** What is stored under `key`; null where nothing is, or storage is blocked. */
function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * MUI's storage for the colour mode (`ThemeProvider storageManager`): localStorage, as MUI's own,
 * except that a change made in this tab also reaches every other provider in it. The page has one
 * theme provider per part that uses MUI (src/theme/styled-scope.tsx) and a header that switches the
 * mode without MUI (ThemeToggle); they stay in step through this.
 */
export const colorModeStorage: StorageManager = ({ key }) => ({
  get(defaultValue) {
    return stored(key) ?? defaultValue;
  },
  set(value) {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Storage blocked: the choice holds for this visit.
    }
    // After the caller's render: a provider sets its state while React renders it.
    queueMicrotask(() => sameTab.get(key)?.forEach((handler) => handler(value)));
  },
  subscribe(handler) {
    const handlers = sameTab.get(key) ?? new Set();
    sameTab.set(key, handlers);
    handlers.add(handler);
    const otherTab = (event: StorageEvent): void => {
      if (event.key === key) handler(event.newValue);
    };
    window.addEventListener('storage', otherTab);
    return () => {
      handlers.delete(handler);
      window.removeEventListener('storage', otherTab);
    };
  },
});

const shownListeners = new Set<() => void>();

/** Switches the page to `mode` now and keeps the choice (every theme provider follows). */
export function setColorMode(mode: 'light' | 'dark'): void {
  document.documentElement.setAttribute(ATTRIBUTE, mode);
  shownListeners.forEach((listener) => listener());
  colorModeStorage({ key: MODE_KEY }).set(mode);
}

/**
 * Until the visitor chooses, the page follows the device's light/dark setting while it is open
 * (color-scheme.js applied it before the first paint). Returns the way to stop.
 */
export function followSystemScheme(): () => void {
  const query = window.matchMedia?.('(prefers-color-scheme: dark)');
  if (!query) return () => undefined;
  const onChange = (): void => {
    const mode = stored(MODE_KEY);
    if (mode !== null && mode !== 'system') return;
    document.documentElement.setAttribute(ATTRIBUTE, query.matches ? 'dark' : 'light');
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function subscribeShown(listener: () => void): () => void {
  shownListeners.add(listener);
  // MUI sets the attribute too (following the system, or the server theme's appearance).
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [ATTRIBUTE] });
  return () => {
    shownListeners.delete(listener);
    observer.disconnect();
  };
}

const shown = (): 'light' | 'dark' =>
  document.documentElement.getAttribute(ATTRIBUTE) === 'dark' ? 'dark' : 'light';

/**
 * The scheme the page shows (the attribute color-scheme.js and MUI set on `<html>`); undefined
 * while React adopts prerendered markup, which cannot know it.
 */
export function useShownColorScheme(): 'light' | 'dark' | undefined {
  return useSyncExternalStore(subscribeShown, shown, () => undefined);
}
