import SendIcon from '@mui/icons-material/Send';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { useFormEngineState } from '@/lib/form/form-engine-context';

/**
 * The form's submit button: disabled while a submission is on its way, saying `busyText`
 * (its busy words, e.g. "Sending...") then, with a spinner in place of its end icon.
 */
export function SubmitButton({
  busyText,
  disabled = false,
  endIcon,
  children,
  ...props
}: Omit<ButtonProps, 'type'> & { busyText?: string }) {
  const { busy } = useFormEngineState();
  return (
    <Button
      type="submit"
      variant="contained"
      {...props}
      disabled={busy || disabled}
      endIcon={
        busy && endIcon ? <CircularProgress size={18} color="inherit" aria-hidden /> : endIcon
      }
    >
      {busy && busyText ? busyText : children}
    </Button>
  );
}

/** A message form's Send button: large, full width on a phone, "Sending..." while it sends. */
export function SendButton({ children }: { children: ReactNode }) {
  return (
    <SubmitButton
      size="large"
      busyText="Sending..."
      endIcon={<SendIcon />}
      sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
    >
      {children}
    </SubmitButton>
  );
}
