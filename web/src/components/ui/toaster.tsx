import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useRef } from 'react';
import { dismissToast, useCurrentToast } from '@/lib/toast';

/** The one toast region of the app (SPEC §9): auto-closing, closable, F8 moves focus to it. */
export function Toaster() {
  const current = useCurrentToast();
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'F8') {
        event.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div ref={region} tabIndex={-1} role="region" aria-label="Notifications (F8)">
      <Snackbar
        key={current?.id}
        open={current !== null}
        autoHideDuration={current?.duration ?? null}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') dismissToast(current?.id);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        <Alert
          severity={current?.variant === 'destructive' ? 'error' : 'success'}
          variant="filled"
          role={current?.variant === 'destructive' ? 'alert' : 'status'}
          sx={{ width: '100%', maxWidth: 420 }}
          action={
            <IconButton
              aria-label="Close notification"
              color="inherit"
              size="small"
              onClick={() => dismissToast(current?.id)}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          }
        >
          <AlertTitle>{current?.title}</AlertTitle>
          {current?.description}
        </Alert>
      </Snackbar>
    </div>
  );
}
