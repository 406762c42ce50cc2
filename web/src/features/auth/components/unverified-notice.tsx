import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useResendVerification } from '../hooks/use-resend-verification';

/** The address is not verified yet; resend the link or go back to sign in. */
export function UnverifiedNotice({
  email,
  notice,
  onBack,
}: {
  email: string;
  notice?: string;
  onBack: () => void;
}) {
  const { busy, resend } = useResendVerification();

  return (
    <Stack spacing={2}>
      {notice && <Alert severity="success">{notice}</Alert>}
      <Alert severity="warning">Your email address has not been verified yet.</Alert>
      <Typography>
        We sent a verification link to <strong>{email}</strong>. Please check your inbox (and the
        spam folder), open the link, then sign in.
      </Typography>
      <Button variant="contained" onClick={() => void resend(email)} disabled={busy}>
        {busy ? 'Sending...' : 'Resend Verification Email'}
      </Button>
      <Button onClick={onBack}>Back to Login</Button>
    </Stack>
  );
}
