import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

/** A native select of `options`, with `emptyOption` first (value '') when the choice is optional. */
export function FormSelectField<TValues extends FieldValues, TData>({
  options,
  emptyOption,
  ...props
}: Omit<FormTextFieldProps<TValues, TData>, 'select' | 'children' | 'slotProps'> & {
  options: readonly { id: string; label: string }[];
  emptyOption?: string;
}) {
  return (
    <FormTextField
      {...props}
      select
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {emptyOption !== undefined && <option value="">{emptyOption}</option>}
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.label}
        </option>
      ))}
    </FormTextField>
  );
}
