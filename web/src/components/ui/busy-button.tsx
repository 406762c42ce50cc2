import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** A button whose action is under way: disabled, with a spinner in place of its start icon. */
export function BusyButton({
  busy,
  disabled = false,
  startIcon,
  ...props
}: ButtonProps & { busy: boolean }) {
  return (
    <Button
      {...props}
      disabled={busy || disabled}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : startIcon}
    />
  );
}
