import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react';
import { ENDORSEMENT_RELATIONS } from '@shared/endorsements';
import { Form } from '@/components/ui/form/form';
import { FormEmailField } from '@/components/ui/form/form-email-field';
import { FormSelectField } from '@/components/ui/form/form-select-field';
import { FormTextField } from '@/components/ui/form/form-text-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { PhoneFitDialog } from '@/components/ui/phone-fit-dialog';
import { QUEUED_MESSAGE, UNEXPECTED_FAILURE_MESSAGE } from '@/lib/form/outcome';
import { textOf, useQueuedDraft } from '@/lib/offline-queue/queued-draft';
import { useFormEngine } from '@/lib/form/use-form-engine';
import { createEndorsementSubmitter, endorsementFormSchema } from '../api/endorsements-api';
import { RELATION_LABELS } from '../endorsement-relations';
import { Fireworks, FIREWORKS_DURATION_MS } from './fireworks';

/** The thank-you stays 2.5 s, as long as the fireworks, then the dialog closes. */
export const ENDORSEMENT_SUCCESS_MS = FIREWORKS_DURATION_MS;

export const SUBMIT_FAILED_MESSAGE = 'Failed to submit endorsement. Please try again.';
export const UNEXPECTED_ERROR_MESSAGE = UNEXPECTED_FAILURE_MESSAGE;

const RELATION_OPTIONS = ENDORSEMENT_RELATIONS.map((id) => ({ id, label: RELATION_LABELS[id] }));

const EMPTY = { name: '', email: '', skill: '', headline: '', relation: 'connection' };

/** What the thank-you shows: the skill, and whether it was sent or saved to send later. */
interface Thanks {
  skill: string;
  queued: boolean;
}

function ThankYou({ skill, queued }: Thanks) {
  const ref = useRef<HTMLDivElement>(null);
  // The form underneath is hidden, so focus would otherwise fall back to the dialog itself.
  useEffect(() => ref.current?.focus(), []);
  return (
    <Box
      ref={ref}
      role="status"
      tabIndex={-1}
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        p: 4,
        textAlign: 'center',
        // Inherits the paper's colour and, in the dark scheme, its elevation overlay too.
        background: 'inherit',
        outline: 'none',
      }}
    >
      <Fireworks />
      <CheckCircleIcon aria-hidden color="success" sx={{ fontSize: 56 }} />
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        Thank you!
      </Typography>
      <Typography>{`Thank you for endorsing "${skill}"!`}</Typography>
      <Typography variant="body2" color="text.secondary">
        {queued
          ? QUEUED_MESSAGE
          : 'Your endorsement has been submitted for review and will appear here once it is approved.'}
      </Typography>
    </Box>
  );
}

/**
 * The Endorse Skill modal. Given `skill`, that skill is fixed (read-only);
 * without it the visitor types one, helped by `suggestions`. After a successful submission it
 * thanks the visitor with fireworks and closes itself after 2.5 s.
 */
export function EndorseSkillModal({
  open,
  onClose,
  skill: presetSkill,
  suggestions = [],
}: {
  open: boolean;
  onClose: () => void;
  skill?: string | undefined;
  suggestions?: readonly string[];
}) {
  const titleId = useId();
  const descriptionId = useId();
  const suggestionsId = useId();
  const [thanks, setThanks] = useState<Thanks | null>(null);
  const [submit] = useState(createEndorsementSubmitter);
  const schema = useMemo(() => endorsementFormSchema(presetSkill), [presetSkill]);
  const form = useFormEngine({
    schema,
    defaultValues: EMPTY,
    honeypot: true,
    errorsOnEdit: 'clear',
    resetAfterDelivery: true,
    action: ({ headline, ...endorsement }, { honeypot }) =>
      submit({ ...endorsement, ...(headline ? { headline } : {}), website: honeypot }),
    // Only the server's own words are shown; a network failure has none.
    describeFailure: (failure) =>
      failure.cause === 'unexpected'
        ? UNEXPECTED_ERROR_MESSAGE
        : (failure.serverMessage ?? SUBMIT_FAILED_MESSAGE),
    failureToast: 'Error',
    onOutcome: (outcome, endorsement) => {
      if (outcome.status === 'failed') return;
      // An edited queued endorsement went through (or is queued anew): the old one leaves.
      settleDraft();
      setThanks({ skill: endorsement.skill, queued: outcome.status === 'queued' });
    },
  });
  const settleDraft = useQueuedDraft('endorsement', (fields) =>
    form.methods.reset({
      name: textOf(fields.name),
      email: textOf(fields.email),
      skill: textOf(fields.skill),
      headline: textOf(fields.headline),
      relation: textOf(fields.relation) || EMPTY.relation,
    }),
  );
  const { busy, control } = form;

  const closeAfterThanks = useEffectEvent(() => onClose());
  useEffect(() => {
    if (!thanks) return;
    const timer = window.setTimeout(() => closeAfterThanks(), ENDORSEMENT_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [thanks]);

  // A request in flight must finish in view: its outcome (thanks or error) belongs to this form.
  const requestClose = (): void => {
    if (!busy) onClose();
  };

  return (
    <PhoneFitDialog
      open={open}
      onClose={requestClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      maxWidth="sm"
      slotProps={{
        transition: {
          // Back to a fresh form only once it is out of sight, so the thanks never flicker away.
          onExited: () => {
            setThanks(null);
            form.methods.clearErrors();
          },
        },
      }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        Endorse a Skill
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={requestClose}
        disabled={busy}
        sx={{ position: 'absolute', right: 8, top: 8, color: 'text.secondary' }}
      >
        <CloseIcon />
      </IconButton>
      <Form form={form} sx={{ visibility: thanks ? 'hidden' : 'visible' }}>
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText id={descriptionId} sx={{ mb: 2 }}>
            Worked with me? Vouch for a skill you have seen in action. Endorsements are reviewed
            before they appear.
          </DialogContentText>
          <Stack spacing={1}>
            <FormTextField
              control={control}
              name="name"
              label="Your name"
              required
              autoComplete="name"
              fullWidth
              hint=" "
            />
            <FormEmailField
              control={control}
              name="email"
              required
              fullWidth
              hint="Never shown publicly."
            />
            <FormTextField
              control={control}
              name="skill"
              label="Skill"
              required
              fullWidth
              {...(presetSkill === undefined
                ? { hint: ' ', htmlInput: { list: suggestionsId, autoComplete: 'off' } }
                : { fixedValue: presetSkill, hint: 'Chosen from the skill card.' })}
            />
            <datalist id={suggestionsId}>
              {suggestions.map((suggestion) => (
                <option key={suggestion} value={suggestion} />
              ))}
            </datalist>
            <FormTextField
              control={control}
              name="headline"
              label="Headline (optional)"
              autoComplete="organization-title"
              fullWidth
              hint="For example, your role and company."
            />
            <FormSelectField
              control={control}
              name="relation"
              label="Relation"
              fullWidth
              hint="How do we know each other?"
              options={RELATION_OPTIONS}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button onClick={requestClose} disabled={busy}>
            Cancel
          </Button>
          <SubmitButton busyText="Submitting...">Submit Endorsement</SubmitButton>
        </DialogActions>
      </Form>
      {thanks && <ThankYou {...thanks} />}
    </PhoneFitDialog>
  );
}
