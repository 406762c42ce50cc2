import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useController } from 'react-hook-form';
import { useFormEngineState } from '@/lib/form/form-engine-context';
import type { AvailabilityControl } from '../availability-form';
import { timeZoneChoices } from '../time-zones';

/** The owner's time zone: a searchable list of the zones the browser knows (type to filter). */
export function TimeZoneField({ control }: { control: AvailabilityControl }) {
  const { field, fieldState } = useController({ control, name: 'timeZone' });
  const { busy, edited } = useFormEngineState();
  const options = useMemo(() => timeZoneChoices(field.value), [field.value]);
  const message = fieldState.error?.message;
  return (
    <Autocomplete
      options={options}
      value={field.value || null}
      onChange={(_event, zone) => {
        field.onChange(zone ?? '');
        edited('timeZone');
      }}
      readOnly={busy}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          label="Time zone"
          error={Boolean(message)}
          helperText={message ?? 'Working hours and blackout dates are in this zone.'}
        />
      )}
    />
  );
}
