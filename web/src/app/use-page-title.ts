import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The document names the page shown (WCAG 2.4.2): the served HTML carries the title of the page
 * it was built for, and this keeps it right on every client-side navigation, and on start for the
 * paths the app shell serves. The table of titles arrives after the first paint, as a chunk of its
 * own: the HTML's title is right until then, and the first load carries none of it.
 */
export function usePageTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    let shown = true;
    void import('./page-titles').then(({ pageTitle }) => {
      if (shown) document.title = pageTitle(pathname);
    });
    return () => {
      shown = false;
    };
  }, [pathname]);
}
