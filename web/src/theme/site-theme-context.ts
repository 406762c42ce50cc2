import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import { DEFAULT_SITE_THEME, type SiteTheme } from '@shared/site-theme';

export interface SiteThemeState {
  /** The server's theme once known, else the copy cached last visit, or null. */
  theme: SiteTheme | null;
  /**
   * The light/dark mode that applies without a choice of the visitor's: the appearance of the theme
   * the page started with (the cached copy), else the system's. Fixed for the visit, so a server
   * answer arriving later does not switch the scheme under the visitor's eyes.
   */
  startMode: 'light' | 'dark' | 'system';
  /**
   * `startMode` applies whatever the visitor chose, and their choice is neither read nor written:
   * the content editor's preview, drawn light or dark inside the admin's own page.
   */
  fixed?: boolean;
}

/** The site theme of this visit, held outside React's tree (see useSiteTheme). */
export interface SiteThemeStore {
  get: () => SiteThemeState;
  /** Takes the server's theme; tells the parts drawn with MUI only if it differs. */
  setTheme: (theme: SiteTheme) => void;
  subscribe: (listener: () => void) => () => void;
}

export function siteThemeStore(initial: SiteThemeState): SiteThemeStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    setTheme(theme) {
      // No theme draws the built-in one: the server confirming it changes nothing.
      if (JSON.stringify(state.theme ?? DEFAULT_SITE_THEME) === JSON.stringify(theme)) return;
      state = { ...state, theme };
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Provided by the app frame (src/app/app.tsx), read by every StyledScope. The context holds the
 * store, which never changes: a new theme reaches only the parts that have mounted. Changing the
 * context's value instead flowed into every home section React had not adopted yet, and an update
 * to such a section waits for it to hydrate, which a section does only once it comes into view:
 * that update, and every transition after it (the intro's steps, the parts that appear after
 * load), waited with it.
 */
export const SiteThemeContext = createContext<SiteThemeStore>(
  siteThemeStore({ theme: null, startMode: 'system' }),
);

/**
 * The site theme, followed for as long as the caller is mounted. A part mounting (or hydrating)
 * late starts from the current theme; a change re-renders it as a transition, so a part inside it
 * that React has not adopted yet is hydrated first instead of being drawn again from scratch.
 */
export function useSiteTheme(): SiteThemeState {
  const store = useContext(SiteThemeContext);
  const [state, setState] = useState(store.get);
  useEffect(() => {
    const follow = (): void => {
      const next = store.get();
      startTransition(() => setState(next));
    };
    // It may have changed between this render and now.
    follow();
    return store.subscribe(follow);
  }, [store]);
  return state;
}
