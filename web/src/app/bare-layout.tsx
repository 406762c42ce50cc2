import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@/components/plain/spinner';
import { startSessionSync } from '@/lib/session';
import { ErrorBoundary } from './error-boundary';
import { usePageTitle } from './use-page-title';

/** The frame of a bare page (app/pages.ts): the page alone, with the session its guard reads. */
export function BareLayout() {
  const { pathname } = useLocation();
  usePageTitle();
  useEffect(() => startSessionSync(), []);
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <ErrorBoundary key={pathname} onRetry={() => window.location.reload()}>
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
