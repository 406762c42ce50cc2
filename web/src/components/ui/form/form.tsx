import Stack, { type StackProps } from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormEngineContext } from '@/lib/form/form-engine-context';
import type { FormEngine } from '@/lib/form/use-form-engine';
import { HoneypotField } from '../honeypot-field';

type FormProps<TValues extends FieldValues, TData> = Omit<
  StackProps<'form'>,
  'component' | 'onSubmit' | 'ref' | 'children'
> & {
  form: FormEngine<TValues, TData>;
  /** No input yet (the fields stay readable and focusable), for example until hydration. */
  readOnly?: boolean;
  children: ReactNode;
};

/** A `<form>` driven by a form engine: its fields, submit button and alert read the engine. */
export function Form<TValues extends FieldValues, TData>({
  form,
  readOnly = false,
  children,
  ...props
}: FormProps<TValues, TData>) {
  const { state, formRef, onSubmit, busy, honeypot } = form;
  return (
    <FormEngineContext value={{ ...state, readOnly }}>
      <Stack
        component="form"
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        aria-busy={busy}
        {...props}
      >
        {children}
        {honeypot && <HoneypotField />}
      </Stack>
    </FormEngineContext>
  );
}
