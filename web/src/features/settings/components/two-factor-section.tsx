import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { refreshSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useSessionUser } from '@/lib/use-session-user';
import {
  beginTwoFactorSetup,
  disableTwoFactor,
  enableTwoFactor,
  twoFactorStatus,
} from '../api/settings-api';
import { FormResult, failure, type Result } from './form-result';

type Stage =
  | { kind: 'idle' }
  | { kind: 'setup'; secret: string; qrCodeDataUrl: string }
  | { kind: 'codes'; recoveryCodes: string[] };

const sixDigits = (value: string) => value.replace(/\D/g, '').slice(0, 6);

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const download = (): void => {
    const url = URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack spacing={2}>
      <Alert severity="success">Two-factor authentication is on.</Alert>
      <Typography>
        Save these recovery codes somewhere safe. Each works once if you lose your phone.{' '}
        <strong>They are shown only now.</strong>
      </Typography>
      <Box
        component="ul"
        aria-label="Recovery codes"
        sx={{
          fontFamily: 'monospace',
          fontSize: '1.05rem',
          columns: 2,
          listStyle: 'none',
          p: 2,
          m: 0,
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={2}>
        <Button
          variant="outlined"
          onClick={() => void navigator.clipboard?.writeText(codes.join('\n'))}
        >
          Copy
        </Button>
        <Button variant="outlined" onClick={download}>
          Download
        </Button>
        <Button variant="contained" onClick={onDone}>
          I have saved them
        </Button>
      </Stack>
    </Stack>
  );
}

export function TwoFactorSection() {
  const user = useSessionUser();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [code, setCode] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const [busy, setBusy] = useState(false);
  const [codesLeft, setCodesLeft] = useState<number | null>(null);

  useEffect(() => {
    if (user.twoFactorEnabled)
      void twoFactorStatus().then(
        (status) => setCodesLeft(status.recoveryCodesLeft),
        () => undefined,
      );
  }, [user.twoFactorEnabled]);

  const run = async (action: () => Promise<void>): Promise<void> => {
    setBusy(true);
    setResult(null);
    try {
      await action();
    } catch (error) {
      setResult(failure(error));
    } finally {
      setBusy(false);
    }
  };

  const start = () =>
    run(async () => {
      const setup = await beginTwoFactorSetup();
      setStage({ kind: 'setup', secret: setup.secret, qrCodeDataUrl: setup.qrCodeDataUrl });
      setCode('');
    });

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const { recoveryCodes } = await enableTwoFactor(code);
      setStage({ kind: 'codes', recoveryCodes });
      toast({ title: 'Two-factor authentication is on' });
      await refreshSession();
    });
  };

  const turnOff = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const { message } = await disableTwoFactor(code.trim());
      setResult({ ok: true, message });
      setCode('');
      await refreshSession();
    });
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        Two-factor authentication
      </Typography>
      <FormResult result={result} />
      {stage.kind === 'codes' && (
        <RecoveryCodes codes={stage.recoveryCodes} onDone={() => setStage({ kind: 'idle' })} />
      )}
      {stage.kind === 'setup' && (
        <Stack
          component="form"
          spacing={2}
          onSubmit={confirm}
          aria-label="Confirm two-factor setup"
        >
          <Typography>
            Scan this code with an authenticator app (Google Authenticator, 1Password, Authy…), then
            enter the 6-digit code it shows.
          </Typography>
          <Box
            component="img"
            src={stage.qrCodeDataUrl}
            alt="QR code for your authenticator app"
            width={220}
            height={220}
            sx={{ bgcolor: '#fff', p: 1, borderRadius: 1 }}
          />
          <Typography variant="body2">
            Can&apos;t scan? Enter this key:{' '}
            <Box
              component="code"
              sx={{ wordBreak: 'break-all', fontWeight: 700 }}
              data-testid="totp-secret"
            >
              {stage.secret}
            </Box>
          </Typography>
          <TextField
            label="6-digit code"
            value={code}
            onChange={(event) => setCode(sixDigits(event.target.value))}
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          />
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" disabled={busy || code.length !== 6}>
              Turn on
            </Button>
            <Button onClick={() => setStage({ kind: 'idle' })}>Cancel</Button>
          </Stack>
        </Stack>
      )}
      {stage.kind === 'idle' && !user.twoFactorEnabled && (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography color="text.secondary">
            Add a code from your phone to every sign-in, so a stolen password is not enough.
          </Typography>
          <Button variant="contained" onClick={() => void start()} disabled={busy}>
            Set up two-factor authentication
          </Button>
        </Stack>
      )}
      {stage.kind === 'idle' && user.twoFactorEnabled && (
        <Stack
          component="form"
          spacing={2}
          onSubmit={turnOff}
          aria-label="Turn off two-factor authentication"
        >
          <Alert severity="success">
            Two-factor authentication is on.
            {codesLeft !== null && ` ${codesLeft} recovery code${codesLeft === 1 ? '' : 's'} left.`}
          </Alert>
          <TextField
            label="Code from your app, or a recovery code"
            value={code}
            onChange={(event) => setCode(event.target.value.toUpperCase().slice(0, 11))}
            helperText="Needed to turn it off."
          />
          <Button
            type="submit"
            variant="outlined"
            color="error"
            disabled={busy || code.trim().length < 6}
            sx={{ alignSelf: 'flex-start' }}
          >
            Turn off
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
