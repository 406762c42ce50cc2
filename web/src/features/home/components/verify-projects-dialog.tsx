import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { requestVerificationCodeSchema, verifyCodeSchema } from '@shared/access-codes';
import { ClosableDialog } from '@/components/ui/closable-dialog';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { ApiError, apiRequest } from '@/lib/api-client';
import { validate } from '@/lib/validate';
import { appCheckHeader } from '@/lib/app-check-header';

interface Answer {
  success: true;
  message: string;
}

type Step = { kind: 'email' } | { kind: 'code'; email: string; sent: string };

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
}

/**
 * 'Verify Email to Access Projects' (SPEC §2, §4): an emailed code opens the project details for
 * 24 hours. SPEC §7 keeps failures silent; here they are shown, since a visitor needs to know a
 * code was wrong or expired.
 */
export function VerifyProjectsDialog({
  open,
  onClose,
  onVerified,
}: {
  open: boolean;
  onClose: () => void;
  /** Called with the server's confirmation once the code is accepted. */
  onVerified: (message: string) => void;
}) {
  // Held outside the dialog's content, so closing it to go and read the email keeps the code step.
  const [step, setStep] = useState<Step>({ kind: 'email' });
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const requestCode = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    const { data, errors } = validate(requestVerificationCodeSchema, { email, website });
    if (!data) {
      setFieldError(errors.email ?? 'Please enter a valid email address.');
      return;
    }
    setFieldError(null);
    setPending(true);
    try {
      const answer = await apiRequest<Answer>('/api/verify-code/request', {
        method: 'POST',
        json: { email: data.email, website },
        headers: await appCheckHeader(),
      });
      setCode('');
      setStep({ kind: 'code', email: data.email, sent: answer.message });
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setPending(false);
    }
  };

  const verify = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (pending || step.kind !== 'code') return;
    setFailure(null);
    // SPEC §5: a code shorter than 6 characters is never sent.
    const { data, errors } = validate(verifyCodeSchema, { email: step.email, code });
    if (!data) {
      setFieldError(errors.code ?? errors.email ?? 'Enter the 6-digit code from the email.');
      return;
    }
    setFieldError(null);
    setPending(true);
    try {
      const answer = await apiRequest<Answer>('/api/verify-code', { method: 'POST', json: data });
      onVerified(answer.message);
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setPending(false);
    }
  };

  const changeEmail = (): void => {
    setStep({ kind: 'email' });
    setFieldError(null);
    setFailure(null);
  };

  return (
    <ClosableDialog open={open} onClose={onClose} title="Verify Email to Access Projects">
      {step.kind === 'email' ? (
        <Stack
          component="form"
          noValidate
          onSubmit={(event) => void requestCode(event)}
          spacing={2}
          aria-busy={pending}
          sx={{ pt: 0.5 }}
        >
          <Typography color="text.secondary">
            Project links and details are open to verified visitors. Enter your email and I will
            send you a 6-digit code; once verified, the details stay open for 24 hours.
          </Typography>
          <TextField
            label="Email address"
            type="email"
            autoComplete="email"
            required
            fullWidth
            autoFocus
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={fieldError !== null}
            helperText={fieldError ?? undefined}
            slotProps={{ htmlInput: { maxLength: 254, readOnly: pending } }}
          />
          <HoneypotField value={website} onChange={setWebsite} />
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={pending}>
              {pending ? 'Sending...' : 'Send code'}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Stack
          component="form"
          noValidate
          onSubmit={(event) => void verify(event)}
          spacing={2}
          aria-busy={pending}
          sx={{ pt: 0.5 }}
        >
          <Alert severity="info" role="status">
            {step.sent}
          </Alert>
          <TextField
            label="Verification code"
            autoComplete="one-time-code"
            required
            fullWidth
            autoFocus
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={fieldError !== null}
            helperText={fieldError ?? `Sent to ${step.email}`}
            slotProps={{
              htmlInput: { inputMode: 'numeric', maxLength: 12, readOnly: pending },
            }}
          />
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <Stack
            direction="row"
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: 'center' }}
          >
            <Button onClick={changeEmail} disabled={pending}>
              Use a different email
            </Button>
            <Button type="submit" variant="contained" disabled={pending}>
              {pending ? 'Verifying...' : 'Verify'}
            </Button>
          </Stack>
        </Stack>
      )}
    </ClosableDialog>
  );
}
