import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { Text } from '@/components/plain/text';
import { PageLoading } from '@/components/ui/page-container';
import { useNavigate } from 'react-router-dom';
import { homePathForRole, roleSatisfies, type Role } from '@shared/roles';
import type { PageFrame } from '@/components/ui/page-frame';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import './protected-route.css';

/** How long a guard's message stays before it redirects: long enough to read. */
export const GUARD_REDIRECT_MS = 1000;

interface ProtectedRouteProps {
  children: ReactNode;
  /** Role the page needs (admins pass every check; ceo passes business_associate). */
  role?: Role;
  /** Whether the page needs a verified email (admins are exempt). */
  requireVerifiedEmail?: boolean;
  /** The page's frame, kept while the session loads (app/pages.ts). */
  frame?: PageFrame;
}

function GuardMessage({ title, lines, to }: { title: string; lines: string[]; to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate(to, { replace: true }), GUARD_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, to]);
  // Plain markup (protected-route.css): a page behind the guard may load no MUI at all.
  return (
    <main role="alert" className="guard-message">
      <div>
        <h1 className="guard-message__title">{title}</h1>
        {lines.map((line) => (
          <Text key={line} secondary>
            {line}
          </Text>
        ))}
      </div>
    </main>
  );
}

/** Protected pages: spinner while loading, then the page or the right redirect. */
export function ProtectedRoute({
  children,
  role,
  requireVerifiedEmail = false,
  frame,
}: ProtectedRouteProps) {
  // The session store's changes render at once (useSyncExternalStore); the page they let in is
  // drawn as a deferred render instead, which React does in slices that yield to the browser, so
  // a signed-in page's first render is not one long task on a phone.
  const session = useDeferredValue(useSession());
  if (session.status === 'loading') {
    return <PageLoading frame={frame} label="Checking your session" />;
  }
  if (session.status === 'signed-out') {
    return (
      <GuardMessage
        title="Authentication Required"
        lines={['Redirecting to login...']}
        to={paths.auth}
      />
    );
  }
  const { user } = session;
  if (role && !roleSatisfies(user, role)) {
    return (
      <GuardMessage
        title="Access Denied"
        lines={['You do not have permission to access this page.', 'Redirecting...']}
        to={homePathForRole(user)}
      />
    );
  }
  if (requireVerifiedEmail && !user.emailVerified && !user.isAdmin) {
    return (
      <GuardMessage
        title="Email Verification Required"
        lines={['Please verify your email to access this page.', 'Redirecting...']}
        to={paths.verifyEmail}
      />
    );
  }
  return children;
}
