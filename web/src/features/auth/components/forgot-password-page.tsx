import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { forgotPassword } from '../api/auth-api';
import { AuthCard } from './auth-card';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setSent(await forgotPassword(email.trim()));
    } catch (caught) {
      const message =
        caught instanceof Error ? caught.message : 'Failed to send password reset email';
      setError(message);
      toast({
        title: 'Failed to send password reset email',
        description: message,
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title="Forgot password"
      subtitle="Enter the email address of your account and we will send you a reset link."
    >
      {sent ? (
        <Stack spacing={2}>
          <Alert severity="success">{sent}</Alert>
          <Button component={RouterLink} to={paths.auth}>
            Back to Login
          </Button>
        </Stack>
      ) : (
        <Stack
          component="form"
          spacing={2}
          onSubmit={(event) => void submit(event)}
          aria-label="Forgot password"
        >
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
            autoFocus
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy || !email.includes('@')}
          >
            {busy ? 'Sending...' : 'Send reset link'}
          </Button>
          <Button component={RouterLink} to={paths.auth}>
            Back to Login
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
