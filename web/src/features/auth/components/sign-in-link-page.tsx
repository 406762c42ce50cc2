import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { homePathForRole } from '@shared/roles';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { useSession } from '@/lib/session';
import { part } from '@/lib/start/part';
import { completeSignInLink, type LoginResult } from '../api/auth-api';
import { startSignedInSession } from '../signed-in';
import { AuthCard } from './auth-card';

const TwoFactorForm = part(async () => (await import('./two-factor-form')).TwoFactorForm, {
  when: 'first-use',
  mui: true,
});

type Outcome =
  | { kind: 'checking' }
  | { kind: 'signed-in' }
  | { kind: 'two-factor'; username: string; challenge: string }
  | { kind: 'failed'; message: string }
  | { kind: 'no-code' };

/** The code of the link (`/sign-in-link#code=…`): in the fragment, which no server ever sees. */
function linkCode(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('code');
}

/** Finishes a sign-in with the link mailed while the account was under attack. */
export function SignInLinkPage() {
  const { hash, pathname } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const [code] = useState(() => linkCode(hash));
  const [outcome, setOutcome] = useState<Outcome>(
    code ? { kind: 'checking' } : { kind: 'no-code' },
  );
  const sent = useRef(false);

  const onResult = (result: LoginResult): void => {
    if (result.kind === 'two-factor') {
      setOutcome({ kind: 'two-factor', username: result.username, challenge: result.challenge });
    } else if (result.kind === 'signed-in') {
      startSignedInSession(result);
      setOutcome({ kind: 'signed-in' });
    }
  };

  const redeem = useEffectEvent((value: string) => {
    // Out of the address bar and the history: the code is spent either way.
    void navigate(pathname, { replace: true });
    completeSignInLink(value).then(onResult, (error: unknown) =>
      setOutcome({ kind: 'failed', message: errorMessage(error) }),
    );
  });

  useEffect(() => {
    // A link works once: StrictMode's second effect run must not send it again.
    if (!code || sent.current) return;
    sent.current = true;
    redeem(code);
  }, [code]);

  if (outcome.kind === 'signed-in' && session.status === 'signed-in') {
    return <Navigate to={homePathForRole(session.user)} replace />;
  }

  return (
    <AuthCard title="Finish signing in">
      {(outcome.kind === 'checking' || outcome.kind === 'signed-in') && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} aria-label="Signing in" />
          <Typography>Signing you in…</Typography>
        </Stack>
      )}
      {outcome.kind === 'two-factor' && (
        <Suspense fallback={<div style={{ minHeight: 280 }} />}>
          <TwoFactorForm
            username={outcome.username}
            challenge={outcome.challenge}
            onResult={onResult}
            onCancel={() => void navigate(paths.auth)}
          />
        </Suspense>
      )}
      {(outcome.kind === 'failed' || outcome.kind === 'no-code') && (
        <Stack spacing={2}>
          {outcome.kind === 'failed' ? (
            <Alert severity="error">{outcome.message}</Alert>
          ) : (
            <Alert severity="warning">
              This page finishes a sign-in with the link from your email. Open that link, or sign in
              again.
            </Alert>
          )}
          <Button variant="contained" component={RouterLink} to={paths.auth}>
            Back to Sign In
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
