import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

const sixDigits = (typed: string): string => typed.replace(/\D/g, '').slice(0, 6);
const recoveryCode = (typed: string): string => typed.toUpperCase().slice(0, 11);

const APP_CODE_INPUT = {
  inputMode: 'numeric',
  pattern: '[0-9]*',
  maxLength: 6,
  style: { letterSpacing: '0.5em', fontSize: '1.4rem' },
} as const;
const RECOVERY_CODE_INPUT = { maxLength: 11, spellCheck: false } as const;

/**
 * A two-factor code: six digits from an authenticator app (anything else typed is dropped), or
 * with `recovery` a recovery code (upper-cased; an app code fits too).
 */
export function OneTimeCodeField<TValues extends FieldValues, TData>({
  recovery = false,
  label = recovery ? 'Recovery code' : '6-digit code',
  ...props
}: Omit<FormTextFieldProps<TValues, TData>, 'parse' | 'htmlInput'> & { recovery?: boolean }) {
  return (
    <FormTextField
      {...props}
      label={label}
      autoComplete="one-time-code"
      parse={recovery ? recoveryCode : sixDigits}
      htmlInput={recovery ? RECOVERY_CODE_INPUT : APP_CODE_INPUT}
    />
  );
}
