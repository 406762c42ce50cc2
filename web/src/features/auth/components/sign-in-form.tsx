import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { login, type LoginResult } from '../api/auth-api';

interface SignInFormProps {
  onResult: (result: LoginResult) => void;
  onUnverified: (email: string) => void;
}

export function SignInForm({ onResult, onUnverified }: SignInFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      onResult(await login(username.trim(), password));
    } catch (caught) {
      if (caught instanceof ApiError && caught.body.requiresEmailVerification) {
        onUnverified(typeof caught.body.email === 'string' ? caught.body.email : username);
        return;
      }
      const message = caught instanceof Error ? caught.message : 'Login failed';
      setError(message);
      toast({ title: 'Login failed', description: message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Sign in"
    >
      {error && <Alert severity="error">{error}</Alert>}
      <TextField
        label="Username or email"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        autoComplete="username"
        required
        autoFocus
      />
      <TextField
        label="Password"
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        autoComplete="current-password"
        required
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={busy || !username.trim() || !password}
      >
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
      <Link component={RouterLink} to={paths.forgotPassword} sx={{ alignSelf: 'center' }}>
        Forgot password?
      </Link>
    </Stack>
  );
}
