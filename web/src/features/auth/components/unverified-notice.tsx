import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { resendVerification } from '../api/auth-api';

/** SPEC §2: the address is not verified yet; resend the link or go back to sign in. */
export function UnverifiedNotice({
  email,
  notice,
  onBack,
}: {
  email: string;
  notice?: string;
  onBack: () => void;
}) {
  const [busy, setBusy] = useState(false);

  const resend = async (): Promise<void> => {
    setBusy(true);
    try {
      const message = await resendVerification(email);
      toast({ title: 'Verification Email Sent', description: message });
    } catch (caught) {
      toast({
        title: 'Failed to resend verification email',
        description: caught instanceof Error ? caught.message : undefined,
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2}>
      {notice && <Alert severity="success">{notice}</Alert>}
      <Alert severity="warning">Your email address has not been verified yet.</Alert>
      <Typography>
        We sent a verification link to <strong>{email}</strong>. Please check your inbox (and the
        spam folder), open the link, then sign in.
      </Typography>
      <Button variant="contained" onClick={() => void resend()} disabled={busy}>
        {busy ? 'Sending...' : 'Resend Verification Email'}
      </Button>
      <Button onClick={onBack}>Back to Login</Button>
    </Stack>
  );
}
