import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { WEEKDAYS, type AvailabilitySettings } from '@shared/availability';
import { Form } from '@/components/ui/form/form';
import { FormAlert } from '@/components/ui/form/form-alert';
import { FormTextField } from '@/components/ui/form/form-text-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { sent } from '@/lib/form/outcome';
import { useFormEngine } from '@/lib/form/use-form-engine';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import {
  useAvailabilitySettings,
  useSaveAvailabilitySettings,
} from '../api/availability-settings-queries';
import {
  availabilityFormSchema,
  toFormValues,
  type AvailabilityFormValues,
} from '../availability-form';
import { AvailabilityEditorPlaceholder } from './availability-editor-placeholder';
import { BlackoutDatesField } from './blackout-dates-field';
import { TimeZoneField } from './time-zone-field';
import { WeekdayHoursFields } from './weekday-hours-fields';

export const AVAILABILITY_SAVED =
  'Availability saved. The calendar offers slots by it from now on.';

/** A group's number fields, each as [name, label, hint, step of its arrows]. */
type NumberFields = readonly (readonly [keyof AvailabilityFormValues, string, string, number])[];

const SLOT_NUMBERS: NumberFields = [
  ['slotMinutes', 'Slot length (minutes)', '15 to 240, in steps of 15.', 15],
  ['bufferMinutes', 'Buffer after each (minutes)', '0 to 120, in steps of 15.', 15],
  ['minimumNoticeHours', 'Minimum notice (hours)', 'How soon a slot can be booked.', 1],
  ['horizonDays', 'Horizon (days)', 'How far ahead slots are offered.', 1],
];
const HOLD_NUMBERS: NumberFields = [
  ['verificationHoldHours', 'Verification hold (hours)', '1 to 336 hours (14 days).', 1],
];

function Part({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Stack spacing={1.5} component="section" aria-label={title}>
      <div>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {intro && (
          <Typography variant="body2" color="text.secondary">
            {intro}
          </Typography>
        )}
      </div>
      {children}
    </Stack>
  );
}

function AvailabilityForm({
  initial,
  save,
}: {
  initial: AvailabilitySettings;
  save: (settings: AvailabilitySettings) => Promise<AvailabilitySettings>;
}) {
  const form = useFormEngine<AvailabilityFormValues, AvailabilitySettings>({
    schema: availabilityFormSchema,
    defaultValues: toFormValues(initial),
    errorsOnEdit: 'revalidate',
    action: async (settings) => {
      await save(settings);
      toast({ title: 'Availability saved' });
      return sent(AVAILABILITY_SAVED);
    },
  });
  const { control } = form;
  const numbers = (fields: NumberFields) => (
    <Grid container spacing={2}>
      {fields.map(([name, label, hint, step]) => (
        <Grid key={name} size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name={name}
            label={label}
            type="number"
            hint={hint}
            htmlInput={{ min: 0, step, inputMode: 'numeric' }}
            fullWidth
          />
        </Grid>
      ))}
    </Grid>
  );

  return (
    <Form form={form} spacing={3} aria-label="Availability settings">
      <Part title="Time zone">
        <TimeZoneField control={control} />
      </Part>
      <Divider />
      <Part
        title="Working hours"
        intro="When meetings and sessions can be booked, per weekday, in the owner's time zone. A day without hours is not offered."
      >
        <Grid container spacing={3}>
          {WEEKDAYS.map((day) => (
            <Grid key={day} size={{ xs: 12, sm: 6 }}>
              <WeekdayHoursFields day={day} control={control} />
            </Grid>
          ))}
        </Grid>
      </Part>
      <Divider />
      <Part title="Slots">{numbers(SLOT_NUMBERS)}</Part>
      <Divider />
      <Part
        title="Paid sessions"
        intro="A paid session keeps its time while you verify its payment. Unverified by then, the time is offered again and the booker is told."
      >
        {numbers(HOLD_NUMBERS)}
      </Part>
      <Divider />
      <Part
        title="Blackout dates"
        intro="Days with no slots at all (holidays), in the owner's time zone."
      >
        <BlackoutDatesField control={control} />
      </Part>
      <Divider />
      <Part title="Calendly card" intro="What the Book with Calendly tab shows.">
        <FormTextField control={control} name="calendly.title" label="Title" hint=" " fullWidth />
        <FormTextField
          control={control}
          name="calendly.description"
          label="Description"
          multiline
          minRows={2}
          hint=" "
          fullWidth
        />
        <FormTextField
          control={control}
          name="calendly.url"
          label="Booking link"
          type="url"
          hint="An https:// link; it opens in a new window."
          fullWidth
        />
      </Part>
      <FormAlert sent failed />
      <SubmitButton busyText="Saving..." sx={{ alignSelf: 'flex-start' }}>
        Save availability
      </SubmitButton>
    </Form>
  );
}

/** The owner's availability settings, loaded with `getAvailabilitySettings`, saved whole. */
export function AvailabilityEditor() {
  const settings = useAvailabilitySettings();
  const { mutateAsync: save } = useSaveAvailabilitySettings();

  if (settings.isPending) return <AvailabilityEditorPlaceholder />;
  if (settings.isError) {
    return (
      <RetryAlert severity="error" onRetry={() => void settings.refetch()}>
        {errorMessage(settings.error)}
      </RetryAlert>
    );
  }
  return <AvailabilityForm initial={settings.data} save={save} />;
}
