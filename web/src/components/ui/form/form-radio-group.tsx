import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import RadioGroup from '@mui/material/RadioGroup';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFormEngineState } from '@/lib/form/form-engine-context';

export interface FormRadioGroupProps<TValues extends FieldValues, TData> {
  control: Control<TValues, unknown, TData>;
  name: FieldPath<TValues>;
  legend: string;
  required?: boolean;
  hint?: ReactNode;
  describeError?: (message: string) => string;
  legendSx?: SxProps<Theme>;
  groupSx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * A fieldset of radios (the `children`) bound to one value of a form engine, with its legend and
 * its error or hint below. Its radios carry the value's name, so the first one takes the focus
 * when the value is the first in error.
 */
export function FormRadioGroup<TValues extends FieldValues, TData>({
  control,
  name,
  legend,
  required = false,
  hint,
  describeError,
  legendSx,
  groupSx,
  children,
}: FormRadioGroupProps<TValues, TData>) {
  const { field, fieldState } = useController({ control, name });
  const { busy, edited } = useFormEngineState();
  const helperId = useId();
  const message = fieldState.error?.message;
  const helper = (message && describeError ? describeError(message) : message) ?? hint;

  return (
    <FormControl component="fieldset" error={Boolean(message)} required={required}>
      <FormLabel component="legend" sx={legendSx}>
        {legend}
      </FormLabel>
      <RadioGroup
        name={field.name}
        value={field.value}
        onChange={(event) => {
          if (busy) return;
          field.onChange(event.target.value);
          edited(name);
        }}
        onBlur={field.onBlur}
        aria-describedby={helper ? helperId : undefined}
        // The legend's asterisk is hidden from assistive tech, so say it here.
        aria-required={required || undefined}
        sx={groupSx}
      >
        {children}
      </RadioGroup>
      {helper && (
        <FormHelperText id={helperId} sx={{ mx: 0 }}>
          {helper}
        </FormHelperText>
      )}
    </FormControl>
  );
}
