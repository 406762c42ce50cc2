import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * The right password on an account under attack (many failed sign-ins from elsewhere): the
 * sign-in finishes from the link mailed to the account's address.
 */
export function SignInLinkSent({ message, onBack }: { message: string; onBack: () => void }) {
  return (
    <Stack spacing={2}>
      <Alert severity="info" role="status">
        {message}
      </Alert>
      <Typography color="text.secondary">
        Open the link in the email sent to your account&apos;s address (check the spam folder too).
        No email after a few minutes? Sign in again to get a new link.
      </Typography>
      <Button onClick={onBack}>Back to Sign In</Button>
    </Stack>
  );
}
