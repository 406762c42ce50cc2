import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { z } from '@shared/zod';
import { passwordSchema } from '@shared/auth';
import { Form } from '@/components/ui/form/form';
import { FormAlert } from '@/components/ui/form/form-alert';
import { FormTextField } from '@/components/ui/form/form-text-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { paths } from '@/config/paths';
import { sent } from '@/lib/form/outcome';
import { useFormEngine } from '@/lib/form/use-form-engine';
import { toast } from '@/lib/toast';
import { resetPassword } from '../api/auth-api';
import { AuthCard } from './auth-card';

const resetFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('oobCode') ?? '';
  const navigate = useNavigate();
  const form = useFormEngine({
    schema: resetFormSchema,
    defaultValues: { password: '', confirmPassword: '' },
    errorsOnEdit: 'keep',
    action: async ({ password }) => sent(await resetPassword(token, password)),
    failureToast: 'Failed to reset password',
    onOutcome: (outcome) => {
      if (outcome.status === 'failed') return;
      toast({
        title: 'Password reset successful',
        description: `${outcome.message}. You can sign in with your new password.`,
      });
      void navigate(paths.auth);
    },
  });

  if (!token) {
    return (
      <AuthCard title="Reset password">
        <Stack spacing={2}>
          <Alert severity="warning">This page needs the link from your password reset email.</Alert>
          <Button variant="contained" component={RouterLink} to={paths.forgotPassword}>
            Request a new link
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
    >
      <Form form={form} spacing={1} aria-label="Reset password">
        <FormAlert
          failed
          action={
            <Button component={RouterLink} to={paths.forgotPassword} color="inherit" size="small">
              New link
            </Button>
          }
        />
        <FormTextField
          control={form.control}
          name="password"
          label="New password"
          type="password"
          autoComplete="new-password"
          hint=" "
        />
        <FormTextField
          control={form.control}
          name="confirmPassword"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          hint=" "
        />
        <SubmitButton size="large" busyText="Saving...">
          Reset password
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
