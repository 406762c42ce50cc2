import Alert, { type AlertProps } from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** Why something could not load, with Try again. */
export function RetryAlert({
  onRetry,
  ...props
}: Omit<AlertProps, 'action'> & { onRetry: () => void }) {
  return (
    <Alert
      {...props}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
