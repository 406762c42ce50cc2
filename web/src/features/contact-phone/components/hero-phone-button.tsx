import type { ReactNode } from 'react';
import { IconButton } from '@/components/plain/icon-button';
import { part } from '@/lib/start/part';
import { useDialogState } from '@/components/ui/use-dialog-state';
import { usePhoneReveal } from '../hooks/use-phone-reveal';

// Loaded on the first click: the hero is in the first bundle, the dialog and its text field are not.
const SecureContactDialog = part(
  async () => (await import('./secure-contact-dialog')).SecureContactDialog,
  { when: 'first-use', mui: true },
);

/** The hero's phone icon: opens Secure Contact Verification, under the same rule as About and Contact. */
export function HeroPhoneButton({ label, icon }: { label: string; icon: ReactNode }) {
  const { revealed, request, confirm, deny } = usePhoneReveal();
  const dialog = useDialogState();
  return (
    <>
      <IconButton
        bordered
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => request(dialog.show)}
      >
        {icon}
      </IconButton>
      <SecureContactDialog {...dialog.props} revealed={revealed} gate={{ confirm, deny }} />
    </>
  );
}
