import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { PhoneFitDialog } from './phone-fit-dialog';

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
    <PhoneFitDialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
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
    </PhoneFitDialog>
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
