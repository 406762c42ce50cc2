import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { twoFactorCodeRequestSchema, twoFactorDisableRequestSchema } from '@shared/auth';
import { Form } from '@/components/ui/form/form';
import { FormAlert } from '@/components/ui/form/form-alert';
import { OneTimeCodeField } from '@/components/ui/form/one-time-code-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { failureOf, sent, type Outcome } from '@/lib/form/outcome';
import { useFormEngine } from '@/lib/form/use-form-engine';
import { useFormValid } from '@/lib/form/use-form-valid';
import { changed } from '@/lib/query/capabilities';
import { refreshSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useSessionUser } from '@/lib/use-session-user';
import {
  beginTwoFactorSetup,
  disableTwoFactor,
  enableTwoFactor,
  twoFactorStatusQuery,
} from '../api/settings-api';

type Stage =
  | { kind: 'idle' }
  | { kind: 'setup'; secret: string; qrCodeDataUrl: string }
  | { kind: 'codes'; recoveryCodes: string[] };

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

/** The code from the app that proves the setup worked; then the recovery codes. */
function ConfirmSetupForm({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: { secret: string; qrCodeDataUrl: string };
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const client = useQueryClient();
  const form = useFormEngine({
    schema: twoFactorCodeRequestSchema,
    defaultValues: { code: '' },
    errorsOnEdit: 'keep',
    action: async ({ code }) => {
      const { message, recoveryCodes } = await enableTwoFactor(code);
      void changed(client, ['settings']);
      onEnabled(recoveryCodes);
      toast({ title: 'Two-factor authentication is on' });
      await refreshSession();
      return sent(message);
    },
  });
  const ready = useFormValid(form);

  return (
    <Form form={form} spacing={2} aria-label="Confirm two-factor setup">
      <FormAlert failed />
      <Typography>
        Scan this code with an authenticator app (Google Authenticator, 1Password, Authy…), then
        enter the 6-digit code it shows.
      </Typography>
      <Box
        component="img"
        src={setup.qrCodeDataUrl}
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
          {setup.secret}
        </Box>
      </Typography>
      <OneTimeCodeField control={form.control} name="code" />
      <Stack direction="row" spacing={2}>
        <SubmitButton disabled={!ready}>Turn on</SubmitButton>
        <Button onClick={onCancel}>Cancel</Button>
      </Stack>
    </Form>
  );
}

/** A code from the app or a recovery code turns it off again. */
function TurnOffForm({
  codesLeft,
  onTurnedOff,
}: {
  codesLeft: number | null;
  onTurnedOff: (outcome: Outcome) => void;
}) {
  const client = useQueryClient();
  const form = useFormEngine({
    schema: twoFactorDisableRequestSchema,
    defaultValues: { code: '' },
    errorsOnEdit: 'keep',
    resetAfterDelivery: true,
    action: async ({ code }) => {
      const { message } = await disableTwoFactor(code);
      void changed(client, ['settings']);
      await refreshSession();
      return sent(message);
    },
    onOutcome: (outcome) => {
      if (outcome.status === 'sent') onTurnedOff(outcome);
    },
  });
  const ready = useFormValid(form);

  return (
    <Form form={form} spacing={2} aria-label="Turn off two-factor authentication">
      <FormAlert failed />
      <Alert severity="success">
        Two-factor authentication is on.
        {codesLeft !== null && ` ${codesLeft} recovery code${codesLeft === 1 ? '' : 's'} left.`}
      </Alert>
      <OneTimeCodeField
        control={form.control}
        name="code"
        recovery
        label="Code from your app, or a recovery code"
        hint="Needed to turn it off."
      />
      <SubmitButton
        variant="outlined"
        color="error"
        disabled={!ready}
        sx={{ alignSelf: 'flex-start' }}
      >
        Turn off
      </SubmitButton>
    </Form>
  );
}

export function TwoFactorSection() {
  const user = useSessionUser();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  // What the section says above its forms: a failed start, or that it is off now.
  const [notice, setNotice] = useState<Outcome | null>(null);
  const [starting, setStarting] = useState(false);
  const status = useQuery({ ...twoFactorStatusQuery(), enabled: user.twoFactorEnabled });
  // Unknown (not said) until it answers, and when it cannot.
  const codesLeft = status.data?.recoveryCodesLeft ?? null;

  const start = async (): Promise<void> => {
    setStarting(true);
    setNotice(null);
    try {
      const { secret, qrCodeDataUrl } = await beginTwoFactorSetup();
      setStage({ kind: 'setup', secret, qrCodeDataUrl });
    } catch (error) {
      setNotice(failureOf(error));
    } finally {
      setStarting(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        Two-factor authentication
      </Typography>
      <FormAlert outcome={notice} sent failed />
      {stage.kind === 'codes' && (
        <RecoveryCodes codes={stage.recoveryCodes} onDone={() => setStage({ kind: 'idle' })} />
      )}
      {stage.kind === 'setup' && (
        <ConfirmSetupForm
          setup={stage}
          onEnabled={(recoveryCodes) => setStage({ kind: 'codes', recoveryCodes })}
          onCancel={() => setStage({ kind: 'idle' })}
        />
      )}
      {stage.kind === 'idle' && !user.twoFactorEnabled && (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography color="text.secondary">
            Add a code from your phone to every sign-in, so a stolen password is not enough.
          </Typography>
          <Button variant="contained" onClick={() => void start()} disabled={starting}>
            Set up two-factor authentication
          </Button>
        </Stack>
      )}
      {stage.kind === 'idle' && user.twoFactorEnabled && (
        <TurnOffForm codesLeft={codesLeft} onTurnedOff={setNotice} />
      )}
    </Stack>
  );
}
