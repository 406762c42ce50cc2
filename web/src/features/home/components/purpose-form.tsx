import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { isValidPurpose } from '../gate-rules';

/** The business purpose step of every phone reveal dialog. The purpose stays in the browser. */
export function PurposeForm({
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  confirmLabel: string;
  onConfirm: (purpose: string) => void;
  onCancel: () => void;
}) {
  const [purpose, setPurpose] = useState('');
  const valid = isValidPurpose(purpose);

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    // The button is disabled below the bound, but Enter or assistive tech can still submit.
    if (!isValidPurpose(purpose)) return;
    onConfirm(purpose);
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ pt: 0.5 }}>
      <Typography color="text.secondary">
        To protect against spam, please tell me the business purpose of your request before the
        phone number is shown.
      </Typography>
      <TextField
        label="Business purpose"
        value={purpose}
        onChange={(event) => setPurpose(event.target.value)}
        multiline
        minRows={3}
        required
        fullWidth
        autoFocus
        helperText="Minimum 5 characters. All requests are logged."
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={!valid}>
          {confirmLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
