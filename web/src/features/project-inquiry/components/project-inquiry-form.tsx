import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRadioGroup } from '@mui/material/RadioGroup';
import { useState } from 'react';
import { profile } from '@shared/content';
import {
  INQUIRY_RECEIVED_MESSAGE,
  MISSING_INFORMATION_MESSAGE,
  MISSING_INFORMATION_TITLE,
  PROJECT_BUDGETS,
  PROJECT_CATEGORIES,
  PROJECT_TIMELINES,
  PROJECT_URGENCIES,
} from '@shared/project-inquiry';
import { Form } from '@/components/ui/form/form';
import { FormRadioGroup } from '@/components/ui/form/form-radio-group';
import { FormTextField } from '@/components/ui/form/form-text-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { QUEUED_MESSAGE } from '@/lib/form/outcome';
import { useFormEngine } from '@/lib/form/use-form-engine';
import { toast } from '@/lib/toast';
import { createProjectInquirySender, projectInquiryFormSchema } from '../api/project-inquiry-api';

const TEXT_LIMITS = { title: 150, description: 5000, requirements: 5000 } as const;
const REQUIRED_FIELDS = ['category', 'title', 'description', 'contactEmail'] as const;
const INVALID_EMAIL = 'Please enter a valid email address.';

const EMPTY = {
  category: '',
  title: '',
  description: '',
  budget: '',
  timeline: '',
  urgency: 'medium',
  requirements: '',
  contactEmail: '',
};

// The schema answers every missing required field with SPEC's one sentence; under the field
// itself the visitor needs to know which thing is missing.
const missing =
  (hint: string) =>
  (message: string): string =>
    message === MISSING_INFORMATION_MESSAGE ? hint : message;
const describeEmailError = (message: string, value: unknown): string =>
  message !== MISSING_INFORMATION_MESSAGE
    ? message
    : typeof value === 'string' && value.trim()
      ? INVALID_EMAIL
      : 'Enter your email address.';

/** One option of a radio group drawn as a bordered card; the whole card is the label. */
function ChoiceCard({
  value,
  primary,
  secondary,
}: {
  value: string;
  primary: string;
  secondary: string;
}) {
  const selected = useRadioGroup()?.value === value;
  return (
    <FormControlLabel
      value={value}
      control={<Radio size="small" />}
      // The space between the two lines keeps the accessible name "Web Development £80-120/hr"
      // instead of running the words together.
      label={
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column', py: 0.75 }}>
          <Typography component="span" variant="body2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            {primary}
          </Typography>{' '}
          <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
            {secondary}
          </Typography>
        </Box>
      }
      sx={{
        m: 0,
        pr: 1,
        minWidth: 0,
        alignItems: 'center',
        border: 1,
        borderRadius: 1,
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: selected ? 'action.selected' : 'transparent',
        transition: (theme) => theme.transitions.create(['border-color', 'background-color']),
        '&:hover': { bgcolor: selected ? 'action.selected' : 'action.hover' },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    />
  );
}

const LEGEND_SX = { mb: 1, typography: 'body2', fontWeight: 600 } as const;
const NATIVE_SELECT = { select: { native: true }, inputLabel: { shrink: true } };

/** SPEC §3-§5 project inquiry form: category, details, budget, timeline, urgency, contact. */
export function ProjectInquiryForm({
  onSubmitted,
  'aria-labelledby': labelledBy,
}: {
  /** Called after the inquiry was accepted or queued (the form has already cleared itself). */
  onSubmitted?: () => void;
  'aria-labelledby'?: string;
}) {
  const [send] = useState(createProjectInquirySender);
  const form = useFormEngine({
    schema: projectInquiryFormSchema,
    defaultValues: EMPTY,
    honeypot: true,
    resetAfterDelivery: true,
    action: (inquiry, { honeypot }) => send({ ...inquiry, website: honeypot }),
    onInvalid: (errors) => {
      if (REQUIRED_FIELDS.some((name) => errors[name]?.message === MISSING_INFORMATION_MESSAGE)) {
        toast({
          title: MISSING_INFORMATION_TITLE,
          description: MISSING_INFORMATION_MESSAGE,
          variant: 'destructive',
        });
      }
    },
    onOutcome: (outcome) => {
      if (outcome.status === 'failed') {
        toast({
          title: 'Submission Error',
          description: `Unable to submit project inquiry. Please try emailing ${profile.email} directly.`,
          variant: 'destructive',
        });
        return;
      }
      toast(
        outcome.status === 'sent'
          ? { title: 'Project Inquiry Submitted', description: INQUIRY_RECEIVED_MESSAGE }
          : { title: 'Project Inquiry Saved', description: QUEUED_MESSAGE },
      );
      onSubmitted?.();
    },
  });
  const { control } = form;

  return (
    <Form
      form={form}
      spacing={2}
      {...(labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': 'Project inquiry' })}
    >
      <FormRadioGroup
        control={control}
        name="category"
        legend="Project category"
        required
        describeError={missing('Choose a project category.')}
        legendSx={LEGEND_SX}
        groupSx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1 }}
      >
        {PROJECT_CATEGORIES.map((category) => (
          <ChoiceCard
            key={category.id}
            value={category.id}
            primary={category.name}
            secondary={category.rate}
          />
        ))}
      </FormRadioGroup>

      <FormTextField
        control={control}
        name="title"
        label="Project title"
        required
        fullWidth
        autoComplete="off"
        hint=" "
        describeError={missing('Give your project a title.')}
        htmlInput={{ maxLength: TEXT_LIMITS.title }}
      />
      <FormTextField
        control={control}
        name="description"
        label="Project description"
        required
        fullWidth
        multiline
        minRows={3}
        maxRows={10}
        hint="What should it do, and for whom?"
        describeError={missing('Describe your project.')}
        htmlInput={{ maxLength: TEXT_LIMITS.description }}
      />

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 1.5 }}>
        <FormTextField
          control={control}
          name="budget"
          select
          fullWidth
          label="Budget"
          hint=" "
          slotProps={NATIVE_SELECT}
        >
          <option value="">Not sure yet</option>
          {PROJECT_BUDGETS.map((budget) => (
            <option key={budget.id} value={budget.id}>
              {budget.label}
            </option>
          ))}
        </FormTextField>
        <FormTextField
          control={control}
          name="timeline"
          select
          fullWidth
          label="Timeline"
          hint=" "
          slotProps={NATIVE_SELECT}
        >
          <option value="">Not sure yet</option>
          {PROJECT_TIMELINES.map((timeline) => (
            <option key={timeline.id} value={timeline.id}>
              {timeline.label}
            </option>
          ))}
        </FormTextField>
      </Stack>

      <FormRadioGroup
        control={control}
        name="urgency"
        legend="Urgency"
        legendSx={LEGEND_SX}
        groupSx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
          gap: 1,
        }}
      >
        {PROJECT_URGENCIES.map((urgency) => (
          <ChoiceCard
            key={urgency.id}
            value={urgency.id}
            primary={urgency.label}
            secondary={urgency.detail}
          />
        ))}
      </FormRadioGroup>

      <FormTextField
        control={control}
        name="requirements"
        label="Specific requirements"
        fullWidth
        multiline
        minRows={2}
        maxRows={8}
        hint="Optional: technologies, integrations, constraints."
        htmlInput={{ maxLength: TEXT_LIMITS.requirements }}
      />
      <FormTextField
        control={control}
        name="contactEmail"
        label="Your email"
        type="email"
        required
        fullWidth
        autoComplete="email"
        hint=" "
        describeError={describeEmailError}
      />

      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button type="button" onClick={form.reset} disabled={form.busy}>
          Reset
        </Button>
        <SubmitButton busyText="Submitting..." endIcon={<SendIcon />}>
          Submit Inquiry
        </SubmitButton>
      </Stack>
    </Form>
  );
}
