import type { SessionUser } from '@shared/auth';
import { useSession } from './session';

/** The signed-in user, for pages behind a ProtectedRoute (which renders them only when signed in). */
export function useSessionUser(): SessionUser {
  const session = useSession();
  if (session.status !== 'signed-in')
    throw new Error('useSessionUser needs a signed-in session (wrap the page in ProtectedRoute).');
  return session.user;
}
