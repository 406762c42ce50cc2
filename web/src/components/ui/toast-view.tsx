import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import { dismissToast, type Toast } from '@/lib/toast';

/** The toast itself; loaded with the first toast, so pages without one never pay for it. */
export function ToastView({ current }: { current: Toast | null }) {
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
  );
}
