import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { useState, type ReactNode } from 'react';
import type { DialogProps } from './dialog-props';
import { MessageDialog } from './message-dialog';

/** The dialog `ConfirmDialog` loads when it is first opened (./confirm-dialog.tsx). */
export function ConfirmDialogBody({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Keep it',
  destructive = false,
  onConfirm,
  onClose,
}: DialogProps & {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  onConfirm: () => Promise<void> | void;
}) {
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
    <MessageDialog
      open={open}
      onClose={busy ? () => undefined : onClose}
      title={title}
      text={children}
      textIn="div"
      actions={
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
      }
    />
  );
}
