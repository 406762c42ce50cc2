import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { cachedSiteTheme, loadSiteTheme } from '@/theme/server-theme';
import { SiteThemeContext } from '@/theme/site-theme-context';
import { ErrorBoundary } from './error-boundary';
import { AppRoutes } from './router';

export { preloadPrerenderedPage } from './router';

/**
 * The server theme and the error boundary around whichever router renders the pages. MUI's theme
 * itself is provided by each part drawn with MUI (src/theme/styled-scope.tsx), which loads with
 * that part: the first paint's parts are plain markup.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  // The server theme colours the site; a repeat visit starts from the copy cached last time.
  const [site, setSite] = useState(cachedSiteTheme);
  const [startMode] = useState(() => site?.appearance ?? 'system');
  const state = useMemo(() => ({ theme: site, startMode }), [site, startMode]);
  useEffect(() => {
    // Re-theming re-renders every part drawn with MUI: only do it when the server's theme differs,
    // and as a transition, so React finishes adopting the prerendered sections first.
    void loadSiteTheme().then((loaded) =>
      startTransition(() =>
        setSite((current) =>
          current && JSON.stringify(current) === JSON.stringify(loaded) ? current : loaded,
        ),
      ),
    );
  }, []);
  return (
    <SiteThemeContext value={state}>
      <ErrorBoundary>{children}</ErrorBoundary>
    </SiteThemeContext>
  );
}

export function App() {
  return (
    <AppFrame>
      {/* No transitions: like before, a link shows the next page's spinner at once instead of
          keeping the old page on screen while the new one's code loads. */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}
