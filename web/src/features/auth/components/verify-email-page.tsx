import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { refreshSession, useSession } from '@/lib/session';
import { verifyEmail } from '../api/auth-api';
import { useResendVerification } from '../hooks/use-resend-verification';
import { AuthCard } from './auth-card';

type Outcome =
  | { kind: 'checking' }
  | { kind: 'verified'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'no-code' };

function ResendForm({ initialEmail }: { initialEmail: string }) {
  const [email, setEmail] = useState(initialEmail);
  const { busy, resend } = useResendVerification();
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    void resend(email);
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} aria-label="Resend verification email">
      <TextField
        label="Email"
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        required
      />
      <Button type="submit" variant="outlined" disabled={busy || !email.includes('@')}>
        {busy ? 'Sending...' : 'Resend Verification Email'}
      </Button>
    </Stack>
  );
}

/** Applies the code from the emailed link (`?oobCode=`) and says whether it worked. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const code = params.get('oobCode');
  const session = useSession();
  const [outcome, setOutcome] = useState<Outcome>(
    code ? { kind: 'checking' } : { kind: 'no-code' },
  );
  const applied = useRef(false);

  useEffect(() => {
    // A code works once: StrictMode's second effect run must not send it again.
    if (!code || applied.current) return;
    applied.current = true;
    verifyEmail(code).then(
      (message) => {
        setOutcome({ kind: 'verified', message });
        void refreshSession();
      },
      (error: unknown) => setOutcome({ kind: 'failed', message: errorMessage(error) }),
    );
  }, [code]);

  return (
    <AuthCard title="Email verification">
      {outcome.kind === 'checking' && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} aria-label="Verifying" />
          <Typography>Verifying your email…</Typography>
        </Stack>
      )}
      {outcome.kind === 'verified' && (
        <Stack spacing={2}>
          <Alert severity="success">{outcome.message}</Alert>
          <Button
            variant="contained"
            component={RouterLink}
            to={session.status === 'signed-in' ? paths.dashboard : paths.auth}
          >
            {session.status === 'signed-in' ? 'Go to your dashboard' : 'Sign In'}
          </Button>
        </Stack>
      )}
      {(outcome.kind === 'failed' || outcome.kind === 'no-code') && (
        <Stack spacing={2}>
          {outcome.kind === 'failed' ? (
            <Alert severity="error">{outcome.message}</Alert>
          ) : (
            <Typography>
              To use this page, open the verification link we emailed you. Lost it? We can send a
              new one.
            </Typography>
          )}
          <ResendForm initialEmail={session.status === 'signed-in' ? session.user.email : ''} />
        </Stack>
      )}
    </AuthCard>
  );
}
