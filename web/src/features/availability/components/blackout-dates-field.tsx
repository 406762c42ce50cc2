import AddIcon from '@mui/icons-material/Add';
import CancelIcon from '@mui/icons-material/Cancel';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useFormEngineState } from '@/lib/form/form-engine-context';
import type { AvailabilityControl } from '../availability-form';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Dates in the owner's zone with no slots at all (holidays): picked, listed in order, removed. */
export function BlackoutDatesField({ control }: { control: AvailabilityControl }) {
  const { field, fieldState } = useController({ control, name: 'blackoutDates' });
  const { busy, edited } = useFormEngineState();
  const [picked, setPicked] = useState('');
  const dates = field.value;
  // The list's own error, else the first date's (each is checked by the shared schema).
  const error = fieldState.error;
  const message =
    error?.message ??
    (Array.isArray(error) ? error.find((entry) => entry?.message)?.message : undefined);

  const change = (next: string[]): void => {
    field.onChange(next);
    edited('blackoutDates');
  };
  const add = (): void => {
    if (!DATE.test(picked) || dates.includes(picked)) return;
    change([...dates, picked].sort());
    setPicked('');
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          type="date"
          size="small"
          label="Date"
          value={picked}
          onChange={(event) => setPicked(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { readOnly: busy } }}
          sx={{ flex: { xs: 1, sm: '0 0 220px' } }}
        />
        <Button
          startIcon={<AddIcon />}
          onClick={add}
          disabled={busy || !DATE.test(picked) || dates.includes(picked)}
          sx={{ mt: 0.25 }}
        >
          Add date
        </Button>
      </Stack>
      {dates.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No blackout dates.
        </Typography>
      ) : (
        <Stack
          component="ul"
          direction="row"
          aria-label="Blackout dates"
          sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
        >
          {dates.map((date) => (
            <li key={date}>
              {/* Focused, the chip also goes with Delete or Backspace. */}
              <Chip
                label={date}
                onDelete={busy ? undefined : () => change(dates.filter((entry) => entry !== date))}
                deleteIcon={<CancelIcon aria-label={`Remove ${date}`} aria-hidden={false} />}
              />
            </li>
          ))}
        </Stack>
      )}
      {message && <FormHelperText error>{message}</FormHelperText>}
    </Stack>
  );
}
