import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { verifyTwoFactor, type LoginResult } from '../api/auth-api';

interface TwoFactorFormProps {
  username: string;
  challenge: string;
  onResult: (result: LoginResult) => void;
  /** Cancel, or the server ended the challenge: back to the password. */
  onCancel: () => void;
}

export function TwoFactorForm({ username, challenge, onResult, onCancel }: TwoFactorFormProps) {
  const [code, setCode] = useState('');
  const [useRecovery, setUseRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ready = useRecovery ? code.trim().length >= 10 : /^\d{6}$/.test(code);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (!ready) return;
    setBusy(true);
    setError(null);
    try {
      onResult(await verifyTwoFactor(username, code.trim(), challenge));
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : '2FA verification failed';
      toast({ title: '2FA verification failed', description: message, variant: 'destructive' });
      if (caught instanceof ApiError && caught.body.challengeExpired) {
        onCancel();
        return;
      }
      setError(message);
      setCode('');
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
      aria-label="Two-factor code"
    >
      <Typography color="text.secondary">
        {useRecovery
          ? 'Enter one of the recovery codes you saved when you turned on two-factor authentication.'
          : 'Open your authenticator app and enter the 6-digit code for this account.'}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <TextField
        label={useRecovery ? 'Recovery code' : '6-digit code'}
        value={code}
        onChange={(event) =>
          setCode(
            useRecovery
              ? event.target.value.toUpperCase()
              : event.target.value.replace(/\D/g, '').slice(0, 6),
          )
        }
        autoComplete="one-time-code"
        autoFocus
        slotProps={{
          htmlInput: useRecovery
            ? { maxLength: 11, spellCheck: false }
            : {
                inputMode: 'numeric',
                pattern: '[0-9]*',
                maxLength: 6,
                style: { letterSpacing: '0.5em', fontSize: '1.4rem' },
              },
        }}
      />
      <Button type="submit" variant="contained" size="large" disabled={!ready || busy}>
        {busy ? 'Verifying...' : 'Verify'}
      </Button>
      <Button onClick={onCancel}>Cancel</Button>
      <Link
        component="button"
        type="button"
        onClick={() => {
          setUseRecovery(!useRecovery);
          setCode('');
        }}
        sx={{ alignSelf: 'center' }}
      >
        {useRecovery ? 'Use a code from your app' : 'Use a recovery code instead'}
      </Link>
    </Stack>
  );
}
