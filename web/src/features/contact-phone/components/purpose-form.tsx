import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { z } from '@shared/zod';
import { Form } from '@/components/ui/form/form';
import { FormAlert } from '@/components/ui/form/form-alert';
import { FormTextField } from '@/components/ui/form/form-text-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { sent } from '@/lib/form/outcome';
import { useFormEngine } from '@/lib/form/use-form-engine';
import { useFormValid } from '@/lib/form/use-form-valid';
import { isValidPurpose } from '../gate-rules';

const PURPOSE_HINT = 'Minimum 5 characters. All requests are logged.';
const purposeSchema = z.object({ purpose: z.string().refine(isValidPurpose, PURPOSE_HINT) });

/**
 * The business purpose step of every phone reveal dialog. The purpose stays in the browser:
 * `onConfirm` asks the API for the number (the button is busy meanwhile) and throws when that
 * fails, which the form shows above its buttons.
 */
export function PurposeForm({
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  confirmLabel: string;
  onConfirm: (purpose: string) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useFormEngine({
    schema: purposeSchema,
    defaultValues: { purpose: '' },
    action: async ({ purpose }) => {
      await onConfirm(purpose);
      return sent('');
    },
  });
  // The button waits for a long enough purpose (and the schema checks a submit too).
  const valid = useFormValid(form);

  return (
    <Form form={form} spacing={2} sx={{ pt: 0.5 }}>
      <Typography color="text.secondary">
        To protect against spam, please tell me the business purpose of your request before the
        phone number is shown.
      </Typography>
      <FormTextField
        control={form.control}
        name="purpose"
        label="Business purpose"
        multiline
        minRows={3}
        required
        fullWidth
        autoFocus
        hint={PURPOSE_HINT}
        htmlInput={{ maxLength: 500 }}
      />
      <FormAlert failed />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>Cancel</Button>
        <SubmitButton disabled={!valid} busyText="Revealing...">
          {confirmLabel}
        </SubmitButton>
      </Stack>
    </Form>
  );
}
