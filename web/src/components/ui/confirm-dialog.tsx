import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback, useId, useState, type ReactNode } from 'react';

// Narrower side margins on phones give the content room to breathe at 390 px.
const NARROW_SCREEN_PAPER = {
  mx: { xs: 2, sm: 4 },
  width: { xs: 'calc(100% - 32px)', sm: 'calc(100% - 64px)' },
};

/**
 * Asks before something that cannot be undone (a cancellation, a payment decision). Confirm runs
 * `onConfirm`; the dialog stays open, its buttons disabled, until that settles, then closes.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Keep it',
  destructive = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  onConfirm: () => Promise<void> | void;
  onClose: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  const [busy, setBusy] = useState(false);
  const confirm = async (): Promise<void> => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { sx: NARROW_SCREEN_PAPER } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} component="div">
          {children}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          onClick={() => void confirm()}
          disabled={busy}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * What a ConfirmDialog asks about. `asking` stays after `close` while the dialog fades out, so its
 * text does not go blank.
 */
export function useQuestion<Q>(): {
  asking: Q | null;
  open: boolean;
  ask: (question: Q) => void;
  close: () => void;
} {
  const [asking, setAsking] = useState<Q | null>(null);
  const [open, setOpen] = useState(false);
  const ask = useCallback((question: Q) => {
    setAsking(question);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  return { asking, open, ask, close };
}
