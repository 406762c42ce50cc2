import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFormEngineState } from '@/lib/form/form-engine-context';

type Bound = 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'inputRef';

export type FormTextFieldProps<TValues extends FieldValues, TData> = Omit<
  TextFieldProps,
  Bound | 'slotProps'
> & {
  control: Control<TValues, unknown, TData>;
  name: FieldPath<TValues>;
  /** Under the field while it has no error (' ' keeps the line so errors do not move the page). */
  hint?: ReactNode;
  /** Attributes of the native input (read-only is the form's to set). */
  htmlInput?: InputBaseComponentProps;
  slotProps?: Omit<NonNullable<TextFieldProps['slotProps']>, 'htmlInput'>;
  /** Shapes what is typed before the form keeps it (for example digits only). */
  parse?: (typed: string) => string;
  /** The form's wording for an error of this field; `value` is what the field holds now. */
  describeError?: (message: string, value: unknown) => string;
  /** Shown instead of the form's value, for a field the form fills in itself (read-only). */
  fixedValue?: string;
};

/** An MUI TextField bound to one value of a form engine: its error below it, its input focusable. */
export function FormTextField<TValues extends FieldValues, TData>({
  control,
  name,
  hint,
  htmlInput,
  slotProps,
  parse,
  describeError,
  fixedValue,
  ...props
}: FormTextFieldProps<TValues, TData>) {
  const { field, fieldState } = useController({ control, name });
  const { busy, edited } = useFormEngineState();
  const message = fieldState.error?.message;
  const shown = message && describeError ? describeError(message, field.value) : message;

  return (
    <TextField
      {...props}
      name={field.name}
      value={fixedValue ?? field.value}
      onChange={(event) => {
        // Native selects ignore read-only: what is sent stays what was on screen.
        if (busy) return;
        field.onChange(parse ? parse(event.target.value) : event.target.value);
        edited(name);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(shown)}
      helperText={shown ?? hint}
      slotProps={{
        ...slotProps,
        htmlInput: {
          ...htmlInput,
          readOnly: busy || fixedValue !== undefined || htmlInput?.readOnly,
        },
      }}
    />
  );
}
