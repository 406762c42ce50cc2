import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { SiteTheme } from '@shared/site-theme';
import { cachedSiteTheme, loadSiteTheme } from '@/theme/server-theme';
import { createAppTheme } from '@/theme/theme';
import { ErrorBoundary } from './error-boundary';
import { AppRoutes } from './router';
import { createStyleCache } from './style-cache';

// Colours cross-fade while <html> carries the class the theme toggle sets for 500 ms.
const THEME_TRANSITION_STYLES = {
  '.theme-transition, .theme-transition *, .theme-transition *::before, .theme-transition *::after':
    {
      transition:
        'background-color .5s ease, color .5s ease, border-color .5s ease, fill .5s ease !important',
    },
  html: { scrollBehavior: 'auto' },
};

const themeInputs = (site: SiteTheme | null) =>
  site ? { primary: site.primary, radius: site.radius } : undefined;

/** Builds the theme the page starts in (it is kept), so the first render does not have to. */
export function prepareTheme(): void {
  createAppTheme(themeInputs(cachedSiteTheme()));
}

/** The theme, global styles and error boundary around whichever router renders the pages. */
export function AppFrame({ children }: { children: ReactNode }) {
  // The server theme colours the site; a repeat visit starts from the copy cached last time.
  const [site, setSite] = useState(cachedSiteTheme);
  useEffect(() => {
    // Re-theming re-renders the whole app: only do it when the server's theme differs, and as a
    // transition, so React finishes adopting the prerendered sections first instead of redrawing.
    void loadSiteTheme().then((loaded) =>
      startTransition(() =>
        setSite((current) =>
          current && JSON.stringify(current) === JSON.stringify(loaded) ? current : loaded,
        ),
      ),
    );
  }, []);
  // One theme object per colour and radius (createAppTheme keeps them): a server theme that only
  // confirms what the page started with changes nothing, so nothing re-renders or re-styles.
  const theme = createAppTheme(themeInputs(site));
  return (
    // A visitor's stored light/dark choice wins; without one the server theme's appearance applies
    // ('system' follows the device). Until the server answers, the device decides. `noSsr`: the
    // scheme is known from the first render (color-scheme.js already applied it), so MUI does not
    // change its context after mounting, which would make React redraw prerendered sections.
    <ThemeProvider theme={theme} defaultMode={site?.appearance ?? 'system'} noSsr>
      <CssBaseline enableColorScheme />
      <GlobalStyles styles={THEME_TRANSITION_STYLES} />
      <ErrorBoundary>{children}</ErrorBoundary>
    </ThemeProvider>
  );
}

export function App() {
  const [styleCache] = useState(createStyleCache);
  return (
    <CacheProvider value={styleCache}>
      <AppFrame>
        {/* No transitions: like before, a link shows the next page's spinner at once instead of
          keeping the old page on screen while the new one's code loads. */}
        <BrowserRouter useTransitions={false}>
          <AppRoutes />
        </BrowserRouter>
      </AppFrame>
    </CacheProvider>
  );
}
