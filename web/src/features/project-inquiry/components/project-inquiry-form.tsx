import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRadioGroup } from '@mui/material/RadioGroup';
import { useState } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import {
  INQUIRY_RECEIVED_MESSAGE,
  INQUIRY_TEXT_LIMITS,
  MISSING_INFORMATION_MESSAGE,
  MISSING_INFORMATION_TITLE,
  PROJECT_BUDGETS,
  PROJECT_CATEGORIES,
  PROJECT_TIMELINES,
  PROJECT_URGENCIES,
} from '@shared/project-inquiry';
import { Form } from '@/components/ui/form/form';
import { FormRadioGroup, type FormRadioGroupProps } from '@/components/ui/form/form-radio-group';
import { FormEmailField } from '@/components/ui/form/form-email-field';
import { FormSelectField } from '@/components/ui/form/form-select-field';
import { FormTextField, type FormTextFieldProps } from '@/components/ui/form/form-text-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { QUEUED_MESSAGE } from '@/lib/form/outcome';
import { useFormEngine } from '@/lib/form/use-form-engine';
import { textOf, useQueuedDraft } from '@/lib/offline-queue/queued-draft';
import { toast } from '@/lib/toast';
import { createProjectInquirySender, projectInquiryFormSchema } from '../api/project-inquiry-api';
import { siteContent } from '@/lib/content/site-content';

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

// The schema answers every missing required field with one sentence; under the field
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

type ChoiceOption = { id: string; primary: string; secondary: string };

/** One option of a radio group drawn as a bordered card; the whole card is the label. */
function ChoiceCard({ id, primary, secondary }: ChoiceOption) {
  const selected = useRadioGroup()?.value === id;
  return (
    <FormControlLabel
      value={id}
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

/** A required or optional choice drawn as a grid of cards. */
function ChoiceGroup<TValues extends FieldValues, TData>({
  options,
  columns,
  ...props
}: Omit<FormRadioGroupProps<TValues, TData>, 'children' | 'legendSx' | 'groupSx'> & {
  options: readonly ChoiceOption[];
  columns: string | { xs: string; sm: string };
}) {
  return (
    <FormRadioGroup
      {...props}
      legendSx={{ mb: 1, typography: 'body2', fontWeight: 600 }}
      groupSx={{ display: 'grid', gridTemplateColumns: columns, gap: 1 }}
    >
      {options.map((option) => (
        <ChoiceCard key={option.id} {...option} />
      ))}
    </FormRadioGroup>
  );
}

/** One of the inquiry's texts: full width, its input stopping at the schema's limit for it. */
function InquiryTextField<TValues extends FieldValues, TData>({
  name,
  ...props
}: Omit<FormTextFieldProps<TValues, TData>, 'name' | 'htmlInput'> & {
  name: FieldPath<TValues> & keyof typeof INQUIRY_TEXT_LIMITS;
}) {
  return (
    <FormTextField
      {...props}
      name={name}
      fullWidth
      htmlInput={{ maxLength: INQUIRY_TEXT_LIMITS[name] }}
    />
  );
}

const CATEGORY_OPTIONS = PROJECT_CATEGORIES.map(({ id, name, rate }) => ({
  id,
  primary: name,
  secondary: rate,
}));
const URGENCY_OPTIONS = PROJECT_URGENCIES.map(({ id, label, detail }) => ({
  id,
  primary: label,
  secondary: detail,
}));
const SELECTS = [
  { name: 'budget', label: 'Budget', options: PROJECT_BUDGETS },
  { name: 'timeline', label: 'Timeline', options: PROJECT_TIMELINES },
] as const;

/** The project inquiry form: category, details, budget, timeline, urgency, contact. */
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
    onInvalid: (messages) => {
      if (REQUIRED_FIELDS.some((name) => messages[name] === MISSING_INFORMATION_MESSAGE)) {
        toast({
          title: MISSING_INFORMATION_TITLE,
          description: MISSING_INFORMATION_MESSAGE,
          variant: 'destructive',
        });
      }
    },
    describeFailure: () =>
      `Unable to submit project inquiry. Please try emailing ${siteContent('profile').profile.email} directly.`,
    failureToast: 'Submission Error',
    onOutcome: (outcome) => {
      if (outcome.status === 'failed') return;
      // An edited queued inquiry went through (or is queued anew): the old one leaves the queue.
      settleDraft();
      toast(
        outcome.status === 'sent'
          ? { title: 'Project Inquiry Submitted', description: INQUIRY_RECEIVED_MESSAGE }
          : { title: 'Project Inquiry Saved', description: QUEUED_MESSAGE },
      );
      onSubmitted?.();
    },
  });
  const settleDraft = useQueuedDraft('project-inquiry', (fields) =>
    form.methods.reset({
      category: textOf(fields.category),
      title: textOf(fields.title),
      description: textOf(fields.description),
      budget: textOf(fields.budget),
      timeline: textOf(fields.timeline),
      urgency: textOf(fields.urgency) || EMPTY.urgency,
      requirements: textOf(fields.requirements),
      contactEmail: textOf(fields.contactEmail),
    }),
  );
  const { control } = form;

  return (
    <Form
      form={form}
      spacing={2}
      {...(labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': 'Project inquiry' })}
    >
      <ChoiceGroup
        control={control}
        name="category"
        legend="Project category"
        required
        describeError={missing('Choose a project category.')}
        options={CATEGORY_OPTIONS}
        columns="repeat(2, minmax(0, 1fr))"
      />

      <InquiryTextField
        control={control}
        name="title"
        label="Project title"
        required
        autoComplete="off"
        hint=" "
        describeError={missing('Give your project a title.')}
      />
      <InquiryTextField
        control={control}
        name="description"
        label="Project description"
        required
        multiline
        minRows={3}
        maxRows={10}
        hint="What should it do, and for whom?"
        describeError={missing('Describe your project.')}
      />

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 1.5 }}>
        {SELECTS.map(({ name, label, options }) => (
          <FormSelectField
            key={name}
            control={control}
            name={name}
            label={label}
            fullWidth
            hint=" "
            emptyOption="Not sure yet"
            options={options}
          />
        ))}
      </Stack>

      <ChoiceGroup
        control={control}
        name="urgency"
        legend="Urgency"
        options={URGENCY_OPTIONS}
        columns={{ xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' }}
      />

      <InquiryTextField
        control={control}
        name="requirements"
        label="Specific requirements"
        multiline
        minRows={2}
        maxRows={8}
        hint="Optional: technologies, integrations, constraints."
      />
      <FormEmailField
        control={control}
        name="contactEmail"
        label="Your email"
        required
        fullWidth
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
