import Link from '@mui/material/Link';
import { loginRequestSchema } from '@shared/auth';
import { Link as RouterLink } from 'react-router-dom';
import { Form } from '@/components/ui/form/form';
import { FormAlert } from '@/components/ui/form/form-alert';
import { FormTextField } from '@/components/ui/form/form-text-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { sent } from '@/lib/form/outcome';
import { useFormEngine } from '@/lib/form/use-form-engine';
import { useFormValid } from '@/lib/form/use-form-valid';
import { toast } from '@/lib/toast';
import { login, type LoginResult } from '../api/auth-api';

interface SignInFormProps {
  onResult: (result: LoginResult) => void;
  onUnverified: (email: string) => void;
}

export function SignInForm({ onResult, onUnverified }: SignInFormProps) {
  const form = useFormEngine({
    schema: loginRequestSchema,
    defaultValues: { username: '', password: '' },
    errorsOnEdit: 'keep',
    action: async ({ username, password }) => {
      onResult(await login(username, password));
      return sent('Login successful');
    },
    onOutcome: (outcome, { username }) => {
      if (outcome.status !== 'failed') return;
      const { error } = outcome;
      if (error instanceof ApiError && error.body.requiresEmailVerification) {
        onUnverified(typeof error.body.email === 'string' ? error.body.email : username);
        return;
      }
      toast({ title: 'Login failed', description: outcome.message, variant: 'destructive' });
    },
  });
  const ready = useFormValid(form);

  return (
    <Form form={form} spacing={2} aria-label="Sign in">
      <FormAlert failed />
      <FormTextField
        control={form.control}
        name="username"
        label="Username or email"
        autoComplete="username"
        required
        autoFocus
      />
      <FormTextField
        control={form.control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
      />
      <SubmitButton size="large" busyText="Signing in..." disabled={!ready}>
        Sign In
      </SubmitButton>
      <Link component={RouterLink} to={paths.forgotPassword} sx={{ alignSelf: 'center' }}>
        Forgot password?
      </Link>
    </Form>
  );
}
