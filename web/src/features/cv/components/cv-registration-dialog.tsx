import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ClosableDialog } from '@/components/ui/closable-dialog';
import { Form } from '@/components/ui/form/form';
import { FormEmailField } from '@/components/ui/form/form-email-field';
import { FormTextField } from '@/components/ui/form/form-text-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { sent } from '@/lib/form/outcome';
import { useFormEngine } from '@/lib/form/use-form-engine';
import { useFormValid } from '@/lib/form/use-form-valid';
import { cvRegistrationSchema } from '../cv-registration';

// Inside the dialog, so it starts empty each time: the dialog drops its content once closed.
function RegistrationForm({
  onCancel,
  onRegistered,
}: {
  onCancel: () => void;
  onRegistered: () => void;
}) {
  const form = useFormEngine({
    schema: cvRegistrationSchema,
    defaultValues: { name: '', email: '', purpose: '' },
    // The fields are not sent anywhere.
    action: () => {
      onRegistered();
      return Promise.resolve(sent(''));
    },
  });
  const valid = useFormValid(form);

  return (
    <Form form={form} spacing={2} sx={{ pt: 0.5 }}>
      <Typography color="text.secondary">
        Tell me who you are and why you would like the CV. The download is for signed-in members: if
        you are not signed in yet, you will be taken to sign in.
      </Typography>
      <FormTextField
        control={form.control}
        name="name"
        label="Full name"
        autoComplete="name"
        required
        fullWidth
        autoFocus
        htmlInput={{ maxLength: 100 }}
      />
      <FormEmailField control={form.control} name="email" required fullWidth />
      <FormTextField
        control={form.control}
        name="purpose"
        label="Purpose"
        hint="For example: a role you are hiring for, or a partnership."
        multiline
        minRows={2}
        required
        fullWidth
        htmlInput={{ maxLength: 500 }}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>Cancel</Button>
        <SubmitButton startIcon={<DownloadIcon />} disabled={!valid}>
          Register &amp; Download
        </SubmitButton>
      </Stack>
    </Form>
  );
}

/**
 * 'CV Download Registration', shown to signed-out visitors before the download
 * attempt. The fields are not sent anywhere; the download itself still needs a session.
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
