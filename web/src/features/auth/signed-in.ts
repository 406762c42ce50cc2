import { homePathForRole } from '@shared/roles';
import { publish } from '@/lib/events';
import { refreshSession, setSignedIn } from '@/lib/session';
import { toast } from '@/lib/toast';
import type { SignedInResult } from './api/auth-api';

/** Re-fetch of the session after sign-in (100 ms). */
const SESSION_REFETCH_MS = 100;

/**
 * What every finished sign-in does (password, two-factor code or mailed link): the session
 * (and with it the session hint) and the welcome toast.
 */
export function startSignedInSession(result: SignedInResult): void {
  // The page the sign-in goes to reads its data at once, not once its code has rendered (the
  // app starts its reads: app/router.tsx).
  publish('session.started', { landing: homePathForRole(result.user) });
  setSignedIn(result.user);
  toast({
    title: 'Login successful',
    description: `Welcome back, ${result.user.displayName || result.user.username}!`,
    duration: 3000,
  });
  // No Firebase here: the next page shows its data from the API with the session cookie, and
  // the one part that writes through Firestore's rules signs the browser in when it first does
  // (lib/firebase-auth.ts, ensureBrowserSession).
  setTimeout(() => void refreshSession(), SESSION_REFETCH_MS);
}
