import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode, type Ref } from 'react';
import {
  PROJECT_BUDGETS,
  PROJECT_CATEGORIES,
  PROJECT_TIMELINES,
  PROJECT_URGENCIES,
} from '@shared/project-inquiry';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { useProjectInquiryForm, type InquiryField } from '../hooks/use-project-inquiry-form';

const TEXT_LIMITS = { title: 150, description: 5000, requirements: 5000 } as const;

/** One option of a radio group drawn as a bordered card; the whole card is the label. */
function ChoiceCard({
  value,
  selected,
  primary,
  secondary,
  inputRef,
}: {
  value: string;
  selected: boolean;
  primary: string;
  secondary: string;
  inputRef?: Ref<HTMLInputElement> | undefined;
}) {
  return (
    <FormControlLabel
      value={value}
      control={<Radio size="small" slotProps={{ input: { ref: inputRef } }} />}
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

/** A fieldset of radio cards with its legend and, when set, the error under it. */
function ChoiceGroup({
  name,
  legend,
  value,
  onChange,
  error,
  required = false,
  columns,
  children,
}: {
  name: InquiryField;
  legend: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
  columns: string | { xs: string; sm: string };
  children: ReactNode;
}) {
  const errorId = useId();
  return (
    <FormControl component="fieldset" error={Boolean(error)} required={required}>
      <FormLabel component="legend" sx={{ mb: 1, typography: 'body2', fontWeight: 600 }}>
        {legend}
      </FormLabel>
      <RadioGroup
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={error ? errorId : undefined}
        // The legend's asterisk is hidden from assistive tech, so say it here.
        aria-required={required || undefined}
        sx={{ display: 'grid', gridTemplateColumns: columns, gap: 1 }}
      >
        {children}
      </RadioGroup>
      {error && (
        <FormHelperText id={errorId} sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      )}
    </FormControl>
  );
}

/** SPEC §3-§5 project inquiry form: category, details, budget, timeline, urgency, contact. */
export function ProjectInquiryForm({
  onSubmitted,
  'aria-labelledby': labelledBy,
}: {
  /** Called after the server accepted the inquiry (the form has already cleared itself). */
  onSubmitted?: () => void;
  'aria-labelledby'?: string;
}) {
  const form = useProjectInquiryForm(onSubmitted ? { onSubmitted } : {});
  // Read-only rather than disabled while sending: the values stay readable and focus stays put.
  const locked = (maxLength?: number) => ({
    htmlInput: { readOnly: form.sending, ...(maxLength ? { maxLength } : {}) },
  });
  const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } };

  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={form.onSubmit}
      noValidate
      {...(labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': 'Project inquiry' })}
      aria-busy={form.sending}
    >
      <ChoiceGroup
        name="category"
        legend="Project category"
        required
        value={form.values.category}
        onChange={(value) => form.change('category', value)}
        error={form.errors.category}
        columns="repeat(2, minmax(0, 1fr))"
      >
        {PROJECT_CATEGORIES.map((category, index) => (
          <ChoiceCard
            key={category.id}
            value={category.id}
            selected={form.values.category === category.id}
            primary={category.name}
            secondary={category.rate}
            inputRef={index === 0 ? form.focusTarget('category') : undefined}
          />
        ))}
      </ChoiceGroup>

      <TextField
        label="Project title"
        required
        fullWidth
        autoComplete="off"
        slotProps={locked(TEXT_LIMITS.title)}
        {...form.field('title')}
      />
      <TextField
        label="Project description"
        required
        fullWidth
        multiline
        minRows={3}
        maxRows={10}
        slotProps={locked(TEXT_LIMITS.description)}
        {...form.field('description', 'What should it do, and for whom?')}
      />

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 1.5 }}>
        <TextField
          select
          fullWidth
          label="Budget"
          slotProps={nativeSelect}
          {...form.field('budget')}
        >
          <option value="">Not sure yet</option>
          {PROJECT_BUDGETS.map((budget) => (
            <option key={budget.id} value={budget.id}>
              {budget.label}
            </option>
          ))}
        </TextField>
        <TextField
          select
          fullWidth
          label="Timeline"
          slotProps={nativeSelect}
          {...form.field('timeline')}
        >
          <option value="">Not sure yet</option>
          {PROJECT_TIMELINES.map((timeline) => (
            <option key={timeline.id} value={timeline.id}>
              {timeline.label}
            </option>
          ))}
        </TextField>
      </Stack>

      <ChoiceGroup
        name="urgency"
        legend="Urgency"
        value={form.values.urgency}
        onChange={(value) => form.change('urgency', value)}
        error={form.errors.urgency}
        columns={{ xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' }}
      >
        {PROJECT_URGENCIES.map((urgency) => (
          <ChoiceCard
            key={urgency.id}
            value={urgency.id}
            selected={form.values.urgency === urgency.id}
            primary={urgency.label}
            secondary={urgency.detail}
          />
        ))}
      </ChoiceGroup>

      <TextField
        label="Specific requirements"
        fullWidth
        multiline
        minRows={2}
        maxRows={8}
        slotProps={locked(TEXT_LIMITS.requirements)}
        {...form.field('requirements', 'Optional: technologies, integrations, constraints.')}
      />
      <TextField
        label="Your email"
        type="email"
        required
        fullWidth
        autoComplete="email"
        slotProps={locked()}
        {...form.field('contactEmail')}
      />
      <HoneypotField {...form.honeypot} />

      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button type="button" onClick={form.reset} disabled={form.sending}>
          Reset
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={form.sending}
          endIcon={
            form.sending ? <CircularProgress size={18} color="inherit" aria-hidden /> : <SendIcon />
          }
        >
          {form.sending ? 'Submitting...' : 'Submit Inquiry'}
        </Button>
      </Stack>
    </Stack>
  );
}
