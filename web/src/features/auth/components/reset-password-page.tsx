import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { z } from '@shared/zod';
import { passwordSchema } from '@shared/auth';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { validate } from '@/lib/validate';
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
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const { data, errors: found } = validate(resetFormSchema, values);
    setErrors(found);
    if (!data) return;
    setBusy(true);
    setError(null);
    try {
      const message = await resetPassword(token, data.password);
      toast({
        title: 'Password reset successful',
        description: `${message}. You can sign in with your new password.`,
      });
      void navigate(paths.auth);
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : 'Failed to reset password';
      setError(message);
      toast({ title: 'Failed to reset password', description: message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

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
      <Stack
        component="form"
        spacing={1}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label="Reset password"
      >
        {error && (
          <Alert
            severity="error"
            action={
              <Button component={RouterLink} to={paths.forgotPassword} color="inherit" size="small">
                New link
              </Button>
            }
          >
            {error}
          </Alert>
        )}
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
          error={Boolean(errors.password)}
          helperText={errors.password ?? ' '}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(event) => setValues({ ...values, confirmPassword: event.target.value })}
          error={Boolean(errors.confirmPassword)}
          helperText={errors.confirmPassword ?? ' '}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? 'Saving...' : 'Reset password'}
        </Button>
      </Stack>
    </AuthCard>
  );
}
