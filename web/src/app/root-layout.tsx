import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@/components/plain/spinner';
import { Toaster } from '@/components/ui/toaster';
import { part } from '@/lib/start/part';
import { startSessionSync } from '@/lib/session';
import { followSystemScheme } from '@/theme/color-mode';
import { AppHeader } from './app-header';
import { ErrorBoundary } from './error-boundary';
import { StyledRootWhenRestyled } from './styled-root';
import { useNewPageAtTop } from './use-new-page-at-top';
import { usePageTitle } from './use-page-title';

// The service worker registers once the page has loaded (workbox-window would wait for `load`
// anyway), so its code stays out of the first load, and after every other part shown after load:
// its first install fetches every file of the app, which would compete with them.
const UpdatePrompt = part(async () => (await import('./update-prompt')).UpdatePrompt, {
  when: 'after-everything',
  mui: false,
});
// Saved-while-offline submissions: on every page, once it has loaded.
const OfflineQueueWatch = part(
  async () =>
    (await import('@/features/offline-queue/components/offline-queue-watch')).OfflineQueueWatch,
  { when: 'after-load', mui: false },
);
// The easter eggs listen on every page once it has loaded; their dialogs (drawn with MUI) load on
// the first match.
const EasterEggs = part(
  async () => (await import('@/features/easter-eggs/components/easter-eggs')).EasterEggs,
  { when: 'after-load', mui: false },
);

// The mini-games modal opens on `games.requested` (the achievements overlay, the Game easter egg);
// the host listens once the page has loaded and hears a request made before it came.
const MiniGamesHost = part(
  async () => (await import('@/features/mini-games/components/mini-games-host')).MiniGamesHost,
  { when: 'after-load', mui: false },
);

// Achievements on every page, once it has loaded: the engine, unlock toasts and the overlay.
const AchievementsHost = part(
  async () =>
    (await import('@/features/achievements/components/achievements-host')).AchievementsHost,
  { when: 'after-load', mui: false },
);

export function RootLayout() {
  const { pathname } = useLocation();
  useNewPageAtTop();
  usePageTitle();
  useEffect(() => startSessionSync(), []);
  useEffect(() => followSystemScheme(), []);
  useEffect(() => {
    // The shell is live (hydrated or rendered): a readiness signal for end-to-end tests and
    // anyone diagnosing a slow start.
    document.documentElement.dataset.appReady = 'true';
    performance.mark('app-ready');
  }, []);
  return (
    <>
      <AppHeader />
      {/* A page that throws (or whose code fails to load) shows the fallback; navigating away
          resets it, and Try again reloads, which also fetches a fresh copy of a missing chunk. */}
      <ErrorBoundary key={pathname} onRetry={() => window.location.reload()}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
      <MiniGamesHost />
      <Toaster />
      <OfflineQueueWatch />
      <EasterEggs />
      <AchievementsHost />
      <UpdatePrompt />
      <StyledRootWhenRestyled />
    </>
  );
}
