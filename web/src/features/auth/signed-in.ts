import { refreshSession, setSignedIn } from '@/lib/session';
import { toast } from '@/lib/toast';
import type { SignedInResult } from './api/auth-api';

/** Re-fetch of the session after sign-in (100 ms). */
const SESSION_REFETCH_MS = 100;

/**
 * What every finished sign-in does (password, two-factor code or mailed link): the session
 * (and with it the session hint), the welcome toast, then the browser's Firebase session.
 */
export function startSignedInSession(result: SignedInResult): void {
  setSignedIn(result.user);
  toast({
    title: 'Login successful',
    description: `Welcome back, ${result.user.displayName || result.user.username}!`,
    duration: 3000,
  });
  // The browser's Firebase session (for Firestore rules) follows; the page does not wait for it.
  void import('./api/auth-api')
    .then(({ connectBrowserSession }) => connectBrowserSession(result.customToken))
    .catch(() => undefined);
  setTimeout(() => void refreshSession(), SESSION_REFETCH_MS);
}
