import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pageTitle } from '@/config/page-titles';

/**
 * The document names the page shown (WCAG 2.4.2): the served HTML carries the title of the page
 * it was built for, and this keeps it right on every client-side navigation, and on start for the
 * paths the app shell serves.
 */
export function usePageTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle(pathname);
  }, [pathname]);
}
