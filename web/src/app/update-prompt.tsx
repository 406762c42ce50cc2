import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useRegisterSW } from 'virtual:pwa-register/react';

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

  const reload = (): void => {
    reloadWhenNewVersionControls();
    void updateServiceWorker();
  };

  return (
    <Snackbar
      open={needRefresh}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message="Update available — reload to get the latest version."
      action={
        <>
          <Button color="primary" size="small" onClick={reload}>
            Reload
          </Button>
          <Button color="inherit" size="small" onClick={() => setNeedRefresh(false)}>
            Later
          </Button>
        </>
      }
    />
  );
}
