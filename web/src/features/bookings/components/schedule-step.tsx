import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import { useRadioGroup } from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WIZARD_TIMES } from '@shared/bookings';
import { DateTime } from 'luxon';
import type { Control } from 'react-hook-form';
import { FormRadioGroup } from '@/components/ui/form/form-radio-group';
import { FormTextField } from '@/components/ui/form/form-text-field';
import { formatInstant } from '@/lib/visitor-time';
import { ownerZoneLabel, type WizardData, type WizardValues } from '../wizard-form';

const VISITOR_TIME = { hour: 'numeric', minute: 'numeric' } as const;
const VISITOR_DAY = { weekday: 'long', day: 'numeric', month: 'long' } as const;

function TimeOption({ time }: { time: string }) {
  const selected = useRadioGroup()?.value === time;
  return (
    <FormControlLabel
      value={time}
      control={<Radio size="small" />}
      label={time}
      sx={{
        m: 0,
        pr: 1.5,
        border: 1,
        borderRadius: 2,
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: selected ? 'action.selected' : 'transparent',
        '& .MuiFormControlLabel-label': { fontVariantNumeric: 'tabular-nums', fontWeight: 600 },
      }}
    />
  );
}

/**
 * The chosen time where the visitor is, when their zone is not the owner's ("That is 15:00 on
 * Tuesday 5 May where you are (Europe/Berlin)."); null when the clocks agree.
 */
function visitorTime(date: string, time: string, zone: string, ownerZone: string): string | null {
  const owner = DateTime.fromISO(`${date}T${time}`, { zone: ownerZone });
  if (!owner.isValid) return null;
  const visitor = owner.setZone(zone);
  if (visitor.offset === owner.offset) return null;
  const instant = visitor.toJSDate();
  const at = (options: Intl.DateTimeFormatOptions) => formatInstant(instant, options, zone);
  return `That is ${at(VISITOR_TIME)} on ${at(VISITOR_DAY)} where you are (${zone}).`;
}

/** Step 2: the date (not before today) and one of the wizard's times, plus notes. */
export function ScheduleStep({
  control,
  minDate,
  date,
  time,
  zone,
  ownerZone,
}: {
  control: Control<WizardValues, unknown, WizardData>;
  minDate: string;
  date: string;
  time: string;
  /** The visitor's zone. */
  zone: string;
  /** The owner's zone, which the wizard's dates and times are in. */
  ownerZone: string;
}) {
  const elsewhere = date && time ? visitorTime(date, time, zone, ownerZone) : null;
  return (
    <Stack spacing={2}>
      <FormTextField
        control={control}
        name="preferredDate"
        label="Preferred date"
        type="date"
        required
        hint=" "
        htmlInput={{ min: minDate }}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ maxWidth: { sm: 280 } }}
      />
      <FormRadioGroup
        control={control}
        name="preferredTime"
        legend={`Preferred time (${ownerZoneLabel(ownerZone)}, ${ownerZone})`}
        required
        legendSx={{ mb: 1, typography: 'body2', fontWeight: 600 }}
        groupSx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
          gap: 1,
        }}
      >
        {WIZARD_TIMES.map((option) => (
          <TimeOption key={option} time={option} />
        ))}
      </FormRadioGroup>
      <Box sx={{ minHeight: 20 }}>
        {elsewhere && (
          <Typography variant="body2" color="text.secondary" role="status">
            {elsewhere}
          </Typography>
        )}
      </Box>
      <FormTextField
        control={control}
        name="notes"
        label="Notes (optional)"
        placeholder="Anything I should know before we meet?"
        fullWidth
        multiline
        minRows={3}
        hint=" "
      />
    </Stack>
  );
}
