import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormState, useWatch } from 'react-hook-form';
import type { Weekday } from '@shared/availability';
import { FormTextField } from '@/components/ui/form/form-text-field';
import { useFormEngineState } from '@/lib/form/form-engine-context';
import { WEEKDAY_NAMES, nextStretch, type AvailabilityControl } from '../availability-form';

// Narrow phones: tighter padding keeps "09:00 AM" and the clock button inside the field.
const TIME_FIELD = {
  flex: 1,
  minWidth: 0,
  '& .MuiInputBase-input': { px: { xs: 1, sm: 1.75 } },
} as const;

/** A stretch's two ends, as their fields are labelled. */
const ENDS = [
  { end: 'start', label: 'From' },
  { end: 'end', label: 'Until' },
] as const;

/** One weekday's working stretches in the owner's zone: each a start and an end, added or removed. */
export function WeekdayHoursFields({
  day,
  control,
}: {
  day: Weekday;
  control: AvailabilityControl;
}) {
  const name = `weeklyHours.${day}` as const;
  const { fields, append, remove } = useFieldArray({ control, name });
  const stretches = useWatch({ control, name });
  const { errors } = useFormState({ control, name });
  const { busy } = useFormEngineState();
  // An error of the day as a whole (overlapping stretches), not of one of its fields.
  const dayError = errors.weeklyHours?.[day]?.message ?? errors.weeklyHours?.[day]?.root?.message;
  const dayName = WEEKDAY_NAMES[day];

  return (
    <Stack
      component="fieldset"
      spacing={1}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
      aria-labelledby={`${name}-label`}
      aria-describedby={dayError ? `${name}-error` : undefined}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        {/* Named by aria-labelledby: a legend must be the fieldset's first child, and this one sits in a row. */}
        <Typography id={`${name}-label`} sx={{ fontWeight: 600 }}>
          {dayName}
        </Typography>
        <Button
          size="small"
          startIcon={<AddIcon />}
          disabled={busy || fields.length >= 6}
          onClick={() => append(nextStretch(stretches))}
          aria-label={`Add hours on ${dayName}`}
        >
          Add hours
        </Button>
      </Stack>
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Not working
        </Typography>
      )}
      {fields.map((stretch, index) => (
        <Stack key={stretch.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          {ENDS.map(({ end, label }) => (
            <FormTextField
              key={end}
              control={control}
              name={`${name}.${index}.${end}`}
              label={label}
              type="time"
              size="small"
              hint=" "
              htmlInput={{
                step: 900,
                'aria-label': `${dayName} ${index + 1} ${label.toLowerCase()}`,
              }}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={TIME_FIELD}
            />
          ))}
          <IconButton
            onClick={() => remove(index)}
            disabled={busy}
            aria-label={`Remove ${dayName} ${stretches[index]?.start ?? ''}–${stretches[index]?.end ?? ''}`}
            sx={{ mt: 0.5 }}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
      ))}
      {dayError && (
        <FormHelperText error id={`${name}-error`}>
          {dayError}
        </FormHelperText>
      )}
    </Stack>
  );
}
