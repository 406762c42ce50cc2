import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type ChangeEvent,
  type FormEvent,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
} from 'react';
import { ENDORSEMENT_RELATIONS, endorsementSubmissionSchema } from '@shared/endorsements';
import { HONEYPOT_FIELD } from '@shared/fields';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { validate } from '@/lib/validate';
import { createEndorsementSubmitter, type EndorsementPayload } from '../api/endorsements-api';
import { type EndorsementRelation, RELATION_LABELS, toRelation } from '../endorsement-relations';
import { Fireworks, FIREWORKS_DURATION_MS } from './fireworks';

/** SPEC §9: the thank-you stays 2.5 s, as long as the fireworks, then the dialog closes. */
export const ENDORSEMENT_SUCCESS_MS = FIREWORKS_DURATION_MS;

export const SUBMIT_FAILED_MESSAGE = 'Failed to submit endorsement. Please try again.';
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please try again later.';

// Narrower side margins on phones leave the fields room at 390 px.
const NARROW_SCREEN_PAPER = {
  mx: { xs: 2, sm: 4 },
  width: { xs: 'calc(100% - 32px)', sm: 'calc(100% - 64px)' },
};

type Phase = 'idle' | 'submitting' | 'success';

interface FormValues {
  name: string;
  email: string;
  skill: string;
  headline: string;
  relation: EndorsementRelation;
}
type TextFieldName = Exclude<keyof FormValues, 'relation'>;

const EMPTY: FormValues = { name: '', email: '', skill: '', headline: '', relation: 'connection' };
// Order of the fields on screen: the first one in error takes the focus.
const FIELD_ORDER: readonly TextFieldName[] = ['name', 'email', 'skill', 'headline'];

/** The server answers `{ field: [messages] }`; the form shows the first message of each. */
function firstMessages(errors: Record<string, string[]>): Record<string, string> {
  const first: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (message) first[field] = message;
  }
  return first;
}

function ThankYou({ skill }: { skill: string }) {
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
        Your endorsement has been submitted for review and will appear here once it is approved.
      </Typography>
    </Box>
  );
}

/**
 * The Endorse Skill modal (SPEC §2, §4, §5). Given `skill`, that skill is fixed (read-only);
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
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [phase, setPhase] = useState<Phase>('idle');
  const [endorsedSkill, setEndorsedSkill] = useState('');
  const [submit] = useState(createEndorsementSubmitter);
  const submitting = phase === 'submitting';

  const closeAfterThanks = useEffectEvent(() => onClose());
  useEffect(() => {
    if (phase !== 'success') return;
    const timer = window.setTimeout(() => closeAfterThanks(), ENDORSEMENT_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  // A request in flight must finish in view: its outcome (thanks or error) belongs to this form.
  const requestClose = (): void => {
    if (!submitting) onClose();
  };

  const change =
    (name: keyof FormValues) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>): void => {
      const { value } = event.target;
      setValues((current) => ({
        ...current,
        [name]: name === 'relation' ? toRelation(value) : value,
      }));
      setErrors(({ [name]: _fixed, ...rest }) => rest);
    };

  const textField = (name: TextFieldName, hint = ' ') => ({
    name,
    value: values[name],
    onChange: change(name),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? hint,
  });

  const focusFirstError = (form: HTMLFormElement, found: Record<string, string>): void => {
    const first = FIELD_ORDER.find((name) => found[name]);
    const element = first ? form.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    const form = event.currentTarget;
    if (phase !== 'idle') return;
    const skill = presetSkill ?? values.skill;
    const { data, errors: found } = validate(endorsementSubmissionSchema, {
      ...values,
      skill,
      [HONEYPOT_FIELD]: honeypot,
    });
    setErrors(found);
    if (!data) {
      focusFirstError(form, found);
      return;
    }
    const payload: EndorsementPayload = {
      name: data.name,
      email: data.email,
      skill: data.skill,
      relation: data.relation,
      ...(data.headline ? { headline: data.headline } : {}),
      website: honeypot,
    };
    setPhase('submitting');
    try {
      await submit(payload);
      setEndorsedSkill(data.skill);
      setValues(EMPTY);
      setHoneypot('');
      setPhase('success');
    } catch (error) {
      setPhase('idle');
      if (error instanceof ApiError) {
        const serverErrors = firstMessages(error.fieldErrors());
        setErrors(serverErrors);
        focusFirstError(form, serverErrors);
        // Only the server's own words are shown; a network failure has none.
        const serverMessage = typeof error.body.message === 'string' ? error.body.message : '';
        toast({
          title: 'Error',
          description: serverMessage || SUBMIT_FAILED_MESSAGE,
          variant: 'destructive',
        });
      } else {
        toast({ title: 'Error', description: UNEXPECTED_ERROR_MESSAGE, variant: 'destructive' });
      }
    }
  };

  return (
    <Dialog
      open={open}
      onClose={requestClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      fullWidth
      maxWidth="sm"
      slotProps={{
        paper: { sx: NARROW_SCREEN_PAPER },
        transition: {
          // Back to a fresh form only once it is out of sight, so the thanks never flicker away.
          onExited: () => {
            setPhase('idle');
            setErrors({});
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
        disabled={submitting}
        sx={{ position: 'absolute', right: 8, top: 8, color: 'text.secondary' }}
      >
        <CloseIcon />
      </IconButton>
      <Box
        component="form"
        noValidate
        onSubmit={(event: FormEvent<HTMLFormElement>) => void handleSubmit(event)}
        sx={{ visibility: phase === 'success' ? 'hidden' : 'visible' }}
      >
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText id={descriptionId} sx={{ mb: 2 }}>
            Worked with me? Vouch for a skill you have seen in action. Endorsements are reviewed
            before they appear.
          </DialogContentText>
          <Stack spacing={1}>
            <TextField
              {...textField('name')}
              label="Your name"
              required
              autoComplete="name"
              fullWidth
            />
            <TextField
              {...textField('email', 'Never shown publicly.')}
              label="Email"
              type="email"
              required
              autoComplete="email"
              fullWidth
            />
            {presetSkill === undefined ? (
              <TextField
                {...textField('skill')}
                label="Skill"
                required
                fullWidth
                slotProps={{ htmlInput: { list: suggestionsId, autoComplete: 'off' } }}
              />
            ) : (
              <TextField
                {...textField('skill', 'Chosen from the skill card.')}
                value={presetSkill}
                label="Skill"
                required
                fullWidth
                slotProps={{ htmlInput: { readOnly: true } }}
              />
            )}
            <datalist id={suggestionsId}>
              {suggestions.map((suggestion) => (
                <option key={suggestion} value={suggestion} />
              ))}
            </datalist>
            <TextField
              {...textField('headline', 'For example, your role and company.')}
              label="Headline (optional)"
              autoComplete="organization-title"
              fullWidth
            />
            <TextField
              select
              name="relation"
              label="Relation"
              value={values.relation}
              onChange={change('relation')}
              error={Boolean(errors.relation)}
              helperText={errors.relation ?? 'How do we know each other?'}
              fullWidth
              slotProps={{ select: { native: true } }}
            >
              {ENDORSEMENT_RELATIONS.map((relation) => (
                <option key={relation} value={relation}>
                  {RELATION_LABELS[relation]}
                </option>
              ))}
            </TextField>
          </Stack>
          <HoneypotField value={honeypot} onChange={setHoneypot} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button onClick={requestClose} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitting ? 'Submitting...' : 'Submit Endorsement'}
          </Button>
        </DialogActions>
      </Box>
      {phase === 'success' && <ThankYou skill={endorsedSkill} />}
    </Dialog>
  );
}
