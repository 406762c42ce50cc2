import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { PhoneFitDialog } from './phone-fit-dialog';
import { DialogCloseButton } from './dialog-close-button';

/** A small dialog with its title, a labelled close button in the corner, and the content below. */
export function ClosableDialog({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <PhoneFitDialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {title}
      </DialogTitle>
      <DialogCloseButton onClose={onClose} />
      <DialogContent>{children}</DialogContent>
    </PhoneFitDialog>
  );
}
