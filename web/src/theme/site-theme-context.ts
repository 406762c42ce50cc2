import { createContext, useContext } from 'react';
import type { SiteTheme } from '@shared/site-theme';

export interface SiteThemeState {
  /** The server's theme once known, else the copy cached last visit, or null. */
  theme: SiteTheme | null;
  /**
   * The light/dark mode that applies without a choice of the visitor's: the appearance of the theme
   * the page started with (the cached copy), else the system's. Fixed for the visit, so a server
   * answer arriving later does not switch the scheme under the visitor's eyes.
   */
  startMode: 'light' | 'dark' | 'system';
}

/** Provided by the app frame (src/app/app.tsx), read by every StyledScope. */
export const SiteThemeContext = createContext<SiteThemeState>({ theme: null, startMode: 'system' });

export const useSiteTheme = (): SiteThemeState => useContext(SiteThemeContext);
