import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { validate } from '@/lib/validate';
import { failure, type Result } from '../components/form-result';

type Values = Record<string, string>;

/**
 * The life of a settings form: values, field errors from the shared schema, a busy flag while
 * the call runs, and the outcome to show. `action` returns the success message.
 */
export function useSettingsForm<V extends Values, S extends z.ZodType>(
  schema: S,
  initial: V,
  action: (data: z.infer<S>) => Promise<{ message: string; clear?: boolean }>,
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<Result | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const { data, errors: found } = validate(schema, values);
    setErrors(found);
    if (!data) return;
    setBusy(true);
    try {
      const { message, clear } = await action(data);
      setResult({ ok: true, message });
      if (clear) setValues(initial);
    } catch (error) {
      setResult(failure(error));
    } finally {
      setBusy(false);
    }
  };

  /** Props for a TextField bound to one value, with its error or else `hint` below it. */
  const field = (name: keyof V & string, hint = ' ') => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues({ ...values, [name]: event.target.value }),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? hint,
  });

  return { values, result, busy, field, onSubmit: (event: FormEvent) => void submit(event) };
}
