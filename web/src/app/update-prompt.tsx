import { Suspense } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { part } from '@/lib/start/part';

const UpdateSnackbar = part(async () => (await import('./update-snackbar')).UpdateSnackbar, {
  when: 'first-use',
  mui: true,
});

function reloadWhenNewVersionControls(): void {
  navigator.serviceWorker?.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
}

/** Registers the service worker and offers a reload when a new version is waiting. */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    // The library reloads only pages that were already controlled when they loaded; a page from the
    // visitor's very first visit would stay on the old version. We reload on the switch ourselves.
    onNeedReload: () => undefined,
  });

  if (!needRefresh) return null;
  return (
    <Suspense fallback={null}>
      <UpdateSnackbar
        onReload={() => {
          reloadWhenNewVersionControls();
          void updateServiceWorker();
        }}
        onLater={() => setNeedRefresh(false)}
      />
    </Suspense>
  );
}
