import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { cachedSiteTheme, loadSiteTheme } from '@/theme/server-theme';
import { createAppTheme } from '@/theme/theme';
import { ErrorBoundary } from './error-boundary';
import { createRouter } from './router';

// Colours cross-fade while <html> carries the class the theme toggle sets for 500 ms.
const THEME_TRANSITION_STYLES = {
  '.theme-transition, .theme-transition *, .theme-transition *::before, .theme-transition *::after':
    {
      transition:
        'background-color .5s ease, color .5s ease, border-color .5s ease, fill .5s ease !important',
    },
  html: { scrollBehavior: 'auto' },
};

export function App() {
  const [router] = useState(createRouter);
  // The server theme colours the site; a repeat visit starts from the copy cached last time.
  const [site, setSite] = useState(cachedSiteTheme);
  useEffect(() => {
    // Re-theming re-renders the whole app: only do it when the server's theme differs.
    void loadSiteTheme().then((loaded) =>
      setSite((current) =>
        current && JSON.stringify(current) === JSON.stringify(loaded) ? current : loaded,
      ),
    );
  }, []);
  const theme = useMemo(() => createAppTheme(site ?? undefined), [site]);
  return (
    // A visitor's stored light/dark choice wins; without one the server theme's appearance applies
    // ('system' follows the device). Until the server answers, the device decides.
    <ThemeProvider theme={theme} defaultMode={site?.appearance ?? 'system'}>
      <CssBaseline enableColorScheme />
      <GlobalStyles styles={THEME_TRANSITION_STYLES} />
      <ErrorBoundary>
        <RouterProvider router={router} />
      </ErrorBoundary>
    </ThemeProvider>
  );
}
