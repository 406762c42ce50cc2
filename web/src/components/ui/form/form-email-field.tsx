import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

/** An email address: the browser's email keyboard and autofill, at most 254 characters. */
export function FormEmailField<TValues extends FieldValues, TData>({
  label = 'Email',
  ...props
}: Omit<FormTextFieldProps<TValues, TData>, 'type' | 'autoComplete' | 'htmlInput'>) {
  return (
    <FormTextField
      {...props}
      label={label}
      type="email"
      autoComplete="email"
      htmlInput={{ maxLength: 254 }}
    />
  );
}
