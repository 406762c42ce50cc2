import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Form } from '@/components/ui/form/form';
import { FormAlert } from '@/components/ui/form/form-alert';
import { SubmitButton } from '@/components/ui/form/submit-button';
import type { FormEngine } from '@/lib/form/use-form-engine';

/** One settings form: its heading (which names it), a word on it, the outcome, fields, button. */
export function SettingsForm<TValues extends FieldValues, TData>({
  form,
  title,
  submit,
  busyText,
  variant = 'contained',
  intro,
  children,
}: {
  form: FormEngine<TValues, TData>;
  title: string;
  submit: string;
  busyText: string;
  variant?: 'contained' | 'outlined';
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Form form={form} spacing={1} aria-label={title}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {intro}
      <FormAlert sent failed />
      {children}
      <SubmitButton busyText={busyText} variant={variant} sx={{ alignSelf: 'flex-start' }}>
        {submit}
      </SubmitButton>
    </Form>
  );
}
