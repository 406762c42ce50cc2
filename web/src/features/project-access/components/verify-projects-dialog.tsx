import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { requestVerificationCodeSchema, verifyCodeSchema } from '@shared/project-access';
import { ClosableDialog } from '@/components/ui/closable-dialog';
import type { DialogProps } from '@/components/ui/dialog-props';
import { Form } from '@/components/ui/form/form';
import { FormAlert } from '@/components/ui/form/form-alert';
import { FormEmailField } from '@/components/ui/form/form-email-field';
import { FormTextField } from '@/components/ui/form/form-text-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { grantAccess } from '@/lib/access-grant';
import { sent, type Failure } from '@/lib/form/outcome';
import { useFormEngine } from '@/lib/form/use-form-engine';
import { scrollToSection } from '@/lib/scroll';
import { toast } from '@/lib/toast';
import { requestAccessCode, verifyAccessCode } from '../api/project-access-api';

type Step = { kind: 'email' } | { kind: 'code'; email: string; sent: string };

const codeFormSchema = verifyCodeSchema.pick({ code: true });

/** The server's words, or the connection's; a fault in the page gets a plain apology. */
const describeFailure = (failure: Failure): string =>
  failure.cause === 'unexpected' ? 'Something went wrong. Please try again.' : failure.message;

/**
 * 'Verify Email to Access Projects': an emailed code opens the project details for
 * 24 hours. Failures are shown, since a visitor needs to know a
 * code was wrong or expired.
 */
export function VerifyProjectsDialog({ open, onClose }: DialogProps) {
  // The code was accepted (`message` is the server's confirmation): the projects' grant opens.
  const onVerified = (message: string): void => {
    grantAccess('projects');
    onClose();
    toast({ title: 'Email verified', description: message });
    // After the dialog has handed focus back, so the section keeps it (the projects open directly).
    setTimeout(() => scrollToSection('projects'), 0);
  };
  // Held outside the dialog's content, so closing it to go and read the email keeps the code step.
  const [step, setStep] = useState<Step>({ kind: 'email' });
  const codeForm = useFormEngine({
    // A code shorter than 6 characters is never sent.
    schema: codeFormSchema,
    defaultValues: { code: '' },
    errorsOnEdit: 'keep',
    action: async ({ code }) => {
      const email = step.kind === 'code' ? step.email : '';
      return sent(await verifyAccessCode(email, code));
    },
    describeFailure,
    onOutcome: (outcome) => {
      if (outcome.status === 'sent') onVerified(outcome.message);
    },
  });
  const emailForm = useFormEngine({
    schema: requestVerificationCodeSchema,
    defaultValues: { email: '' },
    honeypot: true,
    errorsOnEdit: 'keep',
    action: async ({ email }, { honeypot }) => sent(await requestAccessCode(email, honeypot)),
    describeFailure,
    onOutcome: (outcome, { email }) => {
      if (outcome.status !== 'sent') return;
      codeForm.reset();
      setStep({ kind: 'code', email, sent: outcome.message });
    },
  });

  return (
    <ClosableDialog open={open} onClose={onClose} title="Verify Email to Access Projects">
      {step.kind === 'email' ? (
        <Form form={emailForm} spacing={2} sx={{ pt: 0.5 }}>
          <Typography color="text.secondary">
            Project links and details are open to verified visitors. Enter your email and I will
            send you a 6-digit code; once verified, the details stay open for 24 hours.
          </Typography>
          <FormEmailField
            control={emailForm.control}
            name="email"
            label="Email address"
            required
            fullWidth
            autoFocus
          />
          <FormAlert failed />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={onClose}>Cancel</Button>
            <SubmitButton busyText="Sending...">Send code</SubmitButton>
          </Stack>
        </Form>
      ) : (
        <Form form={codeForm} spacing={2} sx={{ pt: 0.5 }}>
          <Alert severity="info" role="status">
            {step.sent}
          </Alert>
          <FormTextField
            control={codeForm.control}
            name="code"
            label="Verification code"
            autoComplete="one-time-code"
            required
            fullWidth
            autoFocus
            hint={`Sent to ${step.email}`}
            htmlInput={{ inputMode: 'numeric', maxLength: 12 }}
          />
          <FormAlert failed />
          <Stack
            direction="row"
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: 'center' }}
          >
            <Button onClick={() => setStep({ kind: 'email' })} disabled={codeForm.busy}>
              Use a different email
            </Button>
            <SubmitButton busyText="Verifying...">Verify</SubmitButton>
          </Stack>
        </Form>
      )}
    </ClosableDialog>
  );
}
