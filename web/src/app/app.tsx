import { useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { cachedSiteTheme, loadSiteTheme } from '@/theme/server-theme';
import { SiteThemeContext, siteThemeStore } from '@/theme/site-theme-context';
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
  const [store] = useState(() => {
    const cached = cachedSiteTheme();
    return siteThemeStore({ theme: cached, startMode: cached?.appearance ?? 'system' });
  });
  useEffect(() => {
    // Re-theming re-renders every part drawn with MUI: the store tells them only when the
    // server's theme differs from the one the page has. Asked in a task of its own, not in the one
    // that runs the adopted page's effects.
    const asking = setTimeout(() => void loadSiteTheme().then(store.setTheme), 0);
    return () => clearTimeout(asking);
  }, [store]);
  return (
    <SiteThemeContext value={store}>
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
