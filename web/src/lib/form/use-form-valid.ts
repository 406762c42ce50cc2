import { useWatch, type FieldValues } from 'react-hook-form';
import type { FormEngine } from './use-form-engine';

/**
 * Whether the form's values pass its schema right now, for the forms whose submit button waits
 * for valid input (SPEC §5: the two-factor code, the business purpose, the CV registration).
 * Checked as the values change, so the button follows each keystroke.
 */
export function useFormValid<TValues extends FieldValues, TData>(
  form: FormEngine<TValues, TData>,
): boolean {
  const values = useWatch({ control: form.control });
  return form.schema.safeParse(values).success;
}
