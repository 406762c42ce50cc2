import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import { useRef, useState, type PointerEvent } from 'react';
import { dismissToast, type Toast } from '@/lib/toast';

/** A horizontal swipe of this many pixels dismisses the toast. */
export const SWIPE_THRESHOLD_PX = 50;

function useSwipeToDismiss(onDismiss: () => void) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  return {
    offset,
    handlers: {
      onPointerDown: (event: PointerEvent) => {
        start.current = event.clientX;
      },
      onPointerMove: (event: PointerEvent) => {
        if (start.current !== null) setOffset(event.clientX - start.current);
      },
      onPointerUp: () => {
        if (Math.abs(offset) > SWIPE_THRESHOLD_PX) onDismiss();
        start.current = null;
        setOffset(0);
      },
      onPointerCancel: () => {
        start.current = null;
        setOffset(0);
      },
    },
  };
}

/** The toast itself; loaded with the first toast, so pages without one never pay for it. */
export function ToastView({ current }: { current: Toast | null }) {
  const swipe = useSwipeToDismiss(() => dismissToast(current?.id));
  return (
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
        {...swipe.handlers}
        sx={{
          width: '100%',
          maxWidth: 420,
          touchAction: 'pan-y',
          transform: `translateX(${swipe.offset}px)`,
          opacity: 1 - Math.min(Math.abs(swipe.offset) / 200, 0.6),
        }}
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
  );
}
