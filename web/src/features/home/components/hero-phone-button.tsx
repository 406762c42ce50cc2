import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { usePhoneReveal } from '../hooks/use-phone-reveal';

// Loaded on the first click: the hero is in the first bundle, the dialog and its text field are not.
const SecureContactDialog = lazy(async () => ({
  default: (await import('./secure-contact-dialog')).SecureContactDialog,
}));

/** The hero's phone icon: opens Secure Contact Verification, under the same rule as About and Contact. */
export function HeroPhoneButton({ label, icon }: { label: string; icon: ReactNode }) {
  const { revealed, request, confirm } = usePhoneReveal();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const close = (): void => setOpen(false);
  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() =>
          request(() => {
            setUsed(true);
            setOpen(true);
          })
        }
        sx={{ border: 1, borderColor: 'divider' }}
      >
        {icon}
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <SecureContactDialog
            open={open}
            onClose={close}
            revealed={revealed}
            onConfirm={(purpose) => {
              // Accepted, the dialog turns to the details; refused, the visitor is on the way to sign in.
              if (!confirm(purpose)) close();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
