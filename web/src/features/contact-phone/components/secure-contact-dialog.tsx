import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ClosableDialog } from '@/components/ui/closable-dialog';
import { revealContactPhone, useContactPhone } from '../hooks/use-contact-phone';
import type { PhoneRevealGate } from '../hooks/use-phone-reveal';
import { telHref } from '../phone';
import { PurposeForm } from './purpose-form';
import { siteContent } from '@/lib/content/site-content';

/** The phone line of the details: the number once the API has answered, a spinner or why not before. */
function PhoneLine({ revealed }: { revealed: boolean }) {
  const { number, retry } = useContactPhone(revealed);
  switch (number.status) {
    case 'loaded':
      return (
        <Link href={telHref(number.phone)} sx={{ fontWeight: 600 }}>
          {number.phone}
        </Link>
      );
    case 'failed':
      return (
        <Alert
          severity="error"
          sx={{ flex: 1 }}
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Try again
            </Button>
          }
        >
          {number.message}
        </Alert>
      );
    default:
      return (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={16} aria-hidden />
          <Typography color="text.secondary">Loading the phone number...</Typography>
        </Stack>
      );
  }
}

/**
 * The hero's 'Secure Contact Verification': a business purpose first, then the
 * phone number (from the API) and email. Once given, the purpose holds for 24 hours and the dialog
 * opens on the details directly.
 */
export function SecureContactDialog({
  open,
  onClose,
  revealed,
  gate,
}: {
  open: boolean;
  onClose: () => void;
  revealed: boolean;
  gate: PhoneRevealGate;
}) {
  // Accepted, the dialog turns to the details; sent to sign in, it closes; a failure to get the
  // number rejects, and the form says why.
  const onConfirm = async (purpose: string): Promise<void> => {
    if (!(await revealContactPhone(purpose, gate))) onClose();
  };
  return (
    <ClosableDialog open={open} onClose={onClose} title="Secure Contact Verification">
      {revealed ? (
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          <Alert severity="success" icon={<VerifiedUserIcon />} role="status">
            Verified. The contact details stay visible for 24 hours.
          </Alert>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <PhoneIcon color="primary" aria-hidden />
            <PhoneLine revealed={revealed} />
          </Stack>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <EmailIcon color="primary" aria-hidden />
            <Link
              href={`mailto:${siteContent('profile').profile.email}`}
              sx={{ fontWeight: 600, wordBreak: 'break-all' }}
            >
              {siteContent('profile').profile.email}
            </Link>
          </Stack>
          <Button variant="contained" onClick={onClose} sx={{ alignSelf: 'flex-end' }}>
            Done
          </Button>
        </Stack>
      ) : (
        <PurposeForm confirmLabel="Verify & Reveal" onConfirm={onConfirm} onCancel={onClose} />
      )}
    </ClosableDialog>
  );
}
