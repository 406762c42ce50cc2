import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { ClosableDialog } from '@/components/ui/closable-dialog';
import { isValidCvRegistration, type CvRegistration } from '../gate-rules';

const EMPTY: CvRegistration = { name: '', email: '', purpose: '' };

// Inside the dialog, so it starts empty each time: the dialog drops its content once closed.
function RegistrationForm({
  onCancel,
  onRegistered,
}: {
  onCancel: () => void;
  onRegistered: () => void;
}) {
  const [form, setForm] = useState<CvRegistration>(EMPTY);
  const valid = isValidCvRegistration(form);
  const field = (key: keyof CvRegistration) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [key]: event.target.value })),
  });

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    // Enter submits even while the button is disabled, so the bounds are checked here too.
    if (!isValidCvRegistration(form)) return;
    onRegistered();
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ pt: 0.5 }}>
      <Typography color="text.secondary">
        Tell me who you are and why you would like the CV. The download is for signed-in members: if
        you are not signed in yet, you will be taken to sign in.
      </Typography>
      <TextField
        label="Full name"
        autoComplete="name"
        required
        fullWidth
        autoFocus
        slotProps={{ htmlInput: { maxLength: 100 } }}
        {...field('name')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: 254 } }}
        {...field('email')}
      />
      <TextField
        label="Purpose"
        helperText="For example: a role you are hiring for, or a partnership."
        multiline
        minRows={2}
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: 500 } }}
        {...field('purpose')}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="contained" startIcon={<DownloadIcon />} disabled={!valid}>
          Register &amp; Download
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * 'CV Download Registration' (SPEC §2, §5), shown to signed-out visitors before the download
 * attempt. SPEC §7: the fields are not sent anywhere; the download itself still needs a session.
 */
export function CvRegistrationDialog({
  open,
  onClose,
  onRegistered,
}: {
  open: boolean;
  onClose: () => void;
  onRegistered: () => void;
}) {
  return (
    <ClosableDialog open={open} onClose={onClose} title="CV Download Registration">
      <RegistrationForm onCancel={onClose} onRegistered={onRegistered} />
    </ClosableDialog>
  );
}
