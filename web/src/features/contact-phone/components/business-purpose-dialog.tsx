import { ClosableDialog } from '@/components/ui/closable-dialog';
import type { DialogProps } from '@/components/ui/dialog-props';
import { PurposeForm } from './purpose-form';

interface BusinessPurposeDialogProps extends DialogProps {
  onConfirm: (purpose: string) => Promise<void>;
}

/** 'Verify Business Purpose', opened by the phone's Click to reveal in About and Contact. */
export function BusinessPurposeDialog({ open, onClose, onConfirm }: BusinessPurposeDialogProps) {
  return (
    <ClosableDialog open={open} onClose={onClose} title="Verify Business Purpose">
      <PurposeForm confirmLabel="Reveal phone number" onConfirm={onConfirm} onCancel={onClose} />
    </ClosableDialog>
  );
}
