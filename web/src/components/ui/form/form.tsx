import Stack, { type StackProps } from '@mui/material/Stack';
import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { replayEarlyInput } from '@/lib/form/form-element';
import { FormEngineContext } from '@/lib/form/form-engine-context';
import type { FormEngine } from '@/lib/form/use-form-engine';
import { HoneypotField } from '../honeypot-field';
// Static CSS is in every page's HTML (web/vite.config.ts), so it applies before this code loads.
import './waiting-field.css';

type FormProps<TValues extends FieldValues, TData> = Omit<
  StackProps<'form'>,
  'component' | 'onSubmit' | 'ref' | 'children'
> & {
  form: FormEngine<TValues, TData>;
  children: ReactNode;
};

/** Set on the form by the boot script (web/boot.js) when it was sent before it was live. */
const SUBMIT_PENDING = 'data-submit-pending';

/**
 * A `<form>` driven by a form engine: its fields, submit button and alert read the engine.
 *
 * A prerendered form takes typing and Send from first paint. What was typed before React adopted
 * it is handed to the engine on mount; a Send before then is held by the boot script (a plain
 * submit would be a GET with the fields in the URL) and made now. `data-live` tells the boot
 * script the form handles its own submits.
 */
export function Form<TValues extends FieldValues, TData>({
  form,
  children,
  ...props
}: FormProps<TValues, TData>) {
  const { state, formRef, onSubmit, busy, honeypot } = form;

  // Before paint and before any later event: nothing typed in between can be missed.
  useLayoutEffect(() => {
    const element = formRef.current;
    if (!element) return;
    replayEarlyInput(element);
    element.setAttribute('data-live', '');
  }, [formRef]);

  useEffect(() => {
    const element = formRef.current;
    if (!element?.hasAttribute(SUBMIT_PENDING)) return;
    element.removeAttribute(SUBMIT_PENDING);
    element.requestSubmit();
  }, [formRef]);

  return (
    <FormEngineContext value={state}>
      <Stack
        component="form"
        ref={formRef}
        data-form-engine=""
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
