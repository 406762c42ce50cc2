import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { emailRequestSchema } from '@shared/auth';
import { Link as RouterLink } from 'react-router-dom';
import { Form } from '@/components/ui/form/form';
import { FormAlert } from '@/components/ui/form/form-alert';
import { FormEmailField } from '@/components/ui/form/form-email-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { paths } from '@/config/paths';
import { sent } from '@/lib/form/outcome';
import { useFormEngine } from '@/lib/form/use-form-engine';
import { useFormValid } from '@/lib/form/use-form-valid';
import { forgotPassword } from '../api/auth-api';
import { AuthCard } from './auth-card';

export function ForgotPasswordPage() {
  const form = useFormEngine({
    schema: emailRequestSchema,
    defaultValues: { email: '' },
    errorsOnEdit: 'keep',
    action: async ({ email }) => sent(await forgotPassword(email)),
    failureToast: 'Failed to send password reset email',
  });
  const ready = useFormValid(form);
  const { outcome } = form;

  return (
    <AuthCard
      title="Forgot password"
      subtitle="Enter the email address of your account and we will send you a reset link."
    >
      {outcome?.status === 'sent' ? (
        <Stack spacing={2}>
          <Alert severity="success">{outcome.message}</Alert>
          <Button component={RouterLink} to={paths.auth}>
            Back to Login
          </Button>
        </Stack>
      ) : (
        <Form form={form} spacing={2} aria-label="Forgot password">
          <FormAlert failed />
          <FormEmailField control={form.control} name="email" required autoFocus />
          <SubmitButton size="large" busyText="Sending..." disabled={!ready}>
            Send reset link
          </SubmitButton>
          <Button component={RouterLink} to={paths.auth}>
            Back to Login
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
