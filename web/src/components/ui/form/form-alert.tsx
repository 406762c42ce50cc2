import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { useFormEngineState } from '@/lib/form/form-engine-context';
import type { Outcome } from '@/lib/form/outcome';

/**
 * The last outcome of the form as an inline alert. `sent` and `failed` say whether (and with which
 * fixed text, else the outcome's own message) each is shown; a queued submission always says so.
 */
export function FormAlert({
  sent,
  failed,
  action,
  outcome: given,
}: {
  sent?: string | true;
  failed?: string | true;
  /** A button beside a failure (for example "New link"). */
  action?: ReactNode;
  /** An outcome kept above the form (which may be gone by now); the form's own otherwise. */
  outcome?: Outcome | null;
}) {
  const { outcome: own } = useFormEngineState();
  const outcome = given === undefined ? own : given;
  if (!outcome) return null;
  const { status } = outcome;
  const wording = status === 'queued' || (status === 'sent' ? sent : failed);
  if (!wording) return null;
  return (
    <Alert
      severity={status === 'sent' ? 'success' : status === 'queued' ? 'info' : 'error'}
      role={status === 'failed' ? undefined : 'status'}
      action={status === 'failed' ? action : undefined}
    >
      {wording === true ? outcome.message : wording}
    </Alert>
  );
}
