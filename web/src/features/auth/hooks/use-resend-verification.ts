import { useState } from 'react';
import { toast } from '@/lib/toast';
import { resendVerification } from '../api/auth-api';

/** Sends a new verification email and says how it went in a toast. */
export function useResendVerification() {
  const [busy, setBusy] = useState(false);
  const resend = async (email: string): Promise<void> => {
    setBusy(true);
    try {
      toast({ title: 'Verification Email Sent', description: await resendVerification(email) });
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
  return { busy, resend };
}
