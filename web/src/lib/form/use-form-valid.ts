import { useEffect, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { FormEngine } from './use-form-engine';

/**
 * Whether the form's values pass its schema right now, for the forms whose submit button waits
 * for valid input (sign-in, the two-factor code, the business purpose, the CV
 * registration). Checked as the values change, so the button follows each keystroke, and once
 * more after mounting: text typed into a prerendered form before its scripts ran reaches the
 * form's state while it mounts (`replayEarlyInput`), before a subscription made during render
 * would hear of it.
 */
export function useFormValid<TValues extends FieldValues, TData>(
  form: FormEngine<TValues, TData>,
): boolean {
  const { schema, methods } = form;
  const [valid, setValid] = useState(() => schema.safeParse(methods.getValues()).success);
  useEffect(() => {
    const check = (): void => setValid(schema.safeParse(methods.getValues()).success);
    check();
    const subscription = methods.watch(check);
    return () => subscription.unsubscribe();
  }, [schema, methods]);
  return valid;
}
