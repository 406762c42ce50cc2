import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { profile } from '@shared/content/profile';
import { ClosableDialog } from '@/components/ui/closable-dialog';
import { telHref } from '../phone';
import { PurposeForm } from './purpose-form';

/**
 * The hero's 'Secure Contact Verification' (SPEC §2, §4): a business purpose first, then the
 * phone number and email. Once given, the purpose holds for 24 hours and the dialog opens on the
 * details directly.
 */
export function SecureContactDialog({
  open,
  onClose,
  revealed,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  revealed: boolean;
  onConfirm: (purpose: string) => void;
}) {
  return (
    <ClosableDialog open={open} onClose={onClose} title="Secure Contact Verification">
      {revealed ? (
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          <Alert severity="success" icon={<VerifiedUserIcon />} role="status">
            Verified. The contact details stay visible for 24 hours.
          </Alert>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <PhoneIcon color="primary" aria-hidden />
            <Link href={telHref(profile.phone)} sx={{ fontWeight: 600 }}>
              {profile.phone}
            </Link>
          </Stack>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <EmailIcon color="primary" aria-hidden />
            <Link href={`mailto:${profile.email}`} sx={{ fontWeight: 600, wordBreak: 'break-all' }}>
              {profile.email}
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
