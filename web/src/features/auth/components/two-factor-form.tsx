import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { recoveryCodeSchema, totpCodeSchema } from '@shared/auth';
import { z } from '@shared/zod';
import { Form } from '@/components/ui/form/form';
import { FormAlert } from '@/components/ui/form/form-alert';
import { OneTimeCodeField } from '@/components/ui/form/one-time-code-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { ApiError } from '@/lib/api-client';
import { sent } from '@/lib/form/outcome';
import { useFormEngine } from '@/lib/form/use-form-engine';
import { useFormValid } from '@/lib/form/use-form-valid';
import { verifyTwoFactor, type LoginResult } from '../api/auth-api';

interface TwoFactorFormProps {
  username: string;
  challenge: string;
  onResult: (result: LoginResult) => void;
  /** Cancel, or the server ended the challenge: back to the password. */
  onCancel: () => void;
}

export function TwoFactorForm({ username, challenge, onResult, onCancel }: TwoFactorFormProps) {
  const [useRecovery, setUseRecovery] = useState(false);
  const schema = useMemo(
    () => z.object({ code: useRecovery ? recoveryCodeSchema : totpCodeSchema }),
    [useRecovery],
  );
  const form = useFormEngine({
    schema,
    defaultValues: { code: '' },
    errorsOnEdit: 'keep',
    action: async ({ code }) => {
      onResult(await verifyTwoFactor(username, code, challenge));
      return sent('Login successful');
    },
    failureToast: '2FA verification failed',
    onOutcome: (outcome) => {
      if (outcome.status !== 'failed') return;
      const { error } = outcome;
      if (error instanceof ApiError && error.body.challengeExpired) onCancel();
      else form.methods.resetField('code');
    },
  });
  // The button waits for a whole code.
  const ready = useFormValid(form);

  return (
    <Form form={form} spacing={2} aria-label="Two-factor code">
      <Typography color="text.secondary">
        {useRecovery
          ? 'Enter one of the recovery codes you saved when you turned on two-factor authentication.'
          : 'Open your authenticator app and enter the 6-digit code for this account.'}
      </Typography>
      <FormAlert failed />
      <OneTimeCodeField control={form.control} name="code" recovery={useRecovery} autoFocus />
      <SubmitButton size="large" busyText="Verifying..." disabled={!ready}>
        Verify
      </SubmitButton>
      <Button onClick={onCancel}>Cancel</Button>
      <Link
        component="button"
        type="button"
        onClick={() => {
          setUseRecovery(!useRecovery);
          form.methods.resetField('code');
        }}
        sx={{ alignSelf: 'center' }}
      >
        {useRecovery ? 'Use a code from your app' : 'Use a recovery code instead'}
      </Link>
    </Form>
  );
}
