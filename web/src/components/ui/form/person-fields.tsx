import Stack from '@mui/material/Stack';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormEmailField } from './form-email-field';
import { FormTextField } from './form-text-field';

/**
 * Who is writing: name and email, side by side on wider screens; each keeps its error line, so
 * an error does not move the page.
 */
export function NameAndEmailFields<TValues extends FieldValues, TData>({
  control,
  name,
  email,
  nameLabel = 'Name',
  spacing = 1.5,
}: {
  control: Control<TValues, unknown, TData>;
  /** The form's fields for the name and the email. */
  name: FieldPath<TValues>;
  email: FieldPath<TValues>;
  nameLabel?: string;
  /** The gap between the two when stacked on a phone. */
  spacing?: number;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: spacing, sm: 2 }}>
      <FormTextField
        control={control}
        name={name}
        label={nameLabel}
        autoComplete="name"
        required
        fullWidth
        hint=" "
      />
      <FormEmailField control={control} name={email} required fullWidth hint=" " />
    </Stack>
  );
}

/** The optional company, with the browser's organisation autofill. */
export function CompanyField<TValues extends FieldValues, TData>({
  control,
  name,
}: {
  control: Control<TValues, unknown, TData>;
  name: FieldPath<TValues>;
}) {
  return (
    <FormTextField
      control={control}
      name={name}
      label="Company (optional)"
      autoComplete="organization"
      fullWidth
      hint=" "
    />
  );
}
