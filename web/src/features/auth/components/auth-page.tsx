import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { homePathForRole } from '@shared/roles';
import { usedEarly } from '@/lib/form/used-early';
import { firstUse } from '@/lib/start/first-use';
import { pageLoadedAndIdle } from '@/lib/start/page-loaded';
import { onSignOut, useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { part } from '@/lib/start/part';
import type { LoginResult } from '../api/auth-api';
import { startSignedInSession } from '../signed-in';
import { AuthCard } from './auth-card';
import { AuthTabs, type AuthTab } from './auth-tabs';

const PRERENDERED_FORM = 'form[aria-label="Sign in"]';

// The sign-in form is prerendered: it takes typing from first paint (handed to the form on mount),
// a Send waits for it (web/boot.js), and a tap on Register is made again once the page is live.
// So its code (the form engine, zod, the fields, MUI) loads when the visitor first presses, touches
// or types on the page, and `/auth` starts with the card and tabs alone, in plain markup. Where the
// form was not prerendered (the page was reached by a link), it loads at once. The other views
// load when shown; Register's code is fetched in the first idle moment after that first use.
const SignInForm = part(async () => (await import('./sign-in-form')).SignInForm, {
  when: {
    after: async () => {
      const form =
        typeof document === 'undefined'
          ? null
          : document.querySelector<HTMLFormElement>(PRERENDERED_FORM);
      if (form && !usedEarly(form)) await firstUse();
    },
  },
  mui: true,
});
const onFirstUse = { when: 'first-use', mui: true } as const;
const RegisterForm = part(async () => (await import('./register-form')).RegisterForm, onFirstUse);
const TwoFactorForm = part(
  async () => (await import('./two-factor-form')).TwoFactorForm,
  onFirstUse,
);
const UnverifiedNotice = part(
  async () => (await import('./unverified-notice')).UnverifiedNotice,
  onFirstUse,
);
const SignInLinkSent = part(
  async () => (await import('./sign-in-link-sent')).SignInLinkSent,
  onFirstUse,
);

/** Holds a form's place while its code arrives (a page rendered in the browser, not adopted). */
const formPlaceholder = <div style={{ minHeight: 280 }} />;

type View =
  | { kind: 'tabs'; tab: AuthTab }
  | { kind: 'two-factor'; username: string; challenge: string }
  | { kind: 'unverified'; email: string; notice?: string }
  | { kind: 'email-link'; message: string };

/** The card's title over each step after the tabs. */
const VIEW_TITLES: Record<Exclude<View['kind'], 'tabs'>, string> = {
  'two-factor': 'Two-factor authentication',
  'email-link': 'Check your email',
  unverified: 'Verify your email',
};

export function AuthPage() {
  const session = useSession();
  const [view, setView] = useState<View>({ kind: 'tabs', tab: 'sign-in' });

  // Logging out anywhere clears a half-finished sign-in.
  useEffect(() => onSignOut(() => setView({ kind: 'tabs', tab: 'sign-in' })), []);
  useEffect(() => {
    void firstUse().then(pageLoadedAndIdle).then(RegisterForm.preload);
  }, []);

  const onResult = useCallback((result: LoginResult): void => {
    if (result.kind === 'two-factor') {
      toast({ title: '2FA Required', description: 'Enter the code from your authenticator app.' });
      setView({ kind: 'two-factor', username: result.username, challenge: result.challenge });
      return;
    }
    if (result.kind === 'email-link') {
      setView({ kind: 'email-link', message: result.message });
      return;
    }
    startSignedInSession(result);
  }, []);
  const onUnverified = useCallback((email: string) => setView({ kind: 'unverified', email }), []);
  // One element for the page's life: while the prerendered form waits for its code, React keeps
  // its markup (and what was typed) only as long as nothing re-renders it with new props.
  const signInForm = useMemo(
    () => (
      <Suspense fallback={formPlaceholder}>
        <SignInForm onResult={onResult} onUnverified={onUnverified} />
      </Suspense>
    ),
    [onResult, onUnverified],
  );

  // Signed in (already, or just now): the user goes on by role.
  if (session.status === 'signed-in') {
    return <Navigate to={homePathForRole(session.user)} replace />;
  }

  if (view.kind !== 'tabs') {
    const backToSignIn = (): void => setView({ kind: 'tabs', tab: 'sign-in' });
    return (
      <AuthCard title={VIEW_TITLES[view.kind]}>
        <Suspense fallback={formPlaceholder}>
          {view.kind === 'two-factor' ? (
            <TwoFactorForm
              username={view.username}
              challenge={view.challenge}
              onResult={onResult}
              onCancel={backToSignIn}
            />
          ) : view.kind === 'email-link' ? (
            <SignInLinkSent message={view.message} onBack={backToSignIn} />
          ) : (
            <UnverifiedNotice email={view.email} notice={view.notice} onBack={backToSignIn} />
          )}
        </Suspense>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Welcome"
      subtitle="Sign in to your account, or create one to unlock the full portfolio."
    >
      <AuthTabs value={view.tab} onChange={(tab) => setView({ kind: 'tabs', tab })} />
      <div hidden={view.tab !== 'sign-in'}>{view.tab === 'sign-in' && signInForm}</div>
      <div hidden={view.tab !== 'register'}>
        {view.tab === 'register' && (
          <Suspense fallback={formPlaceholder}>
            <RegisterForm
              onRegistered={(email, message) =>
                setView({ kind: 'unverified', email, notice: message })
              }
            />
          </Suspense>
        )}
      </div>
    </AuthCard>
  );
}
