import { ClosableDialog } from '@/components/ui/closable-dialog';
import { PurposeForm } from './purpose-form';

/** 'Verify Business Purpose' (SPEC §2), opened by the phone's Click to reveal in About and Contact. */
export function BusinessPurposeDialog({
  open,
  onClose,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: (purpose: string) => void;
}) {
  return (
    <ClosableDialog open={open} onClose={onClose} title="Verify Business Purpose">
      <PurposeForm confirmLabel="Reveal phone number" onConfirm={onConfirm} onCancel={onClose} />
    </ClosableDialog>
  );
}
