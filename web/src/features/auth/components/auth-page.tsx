import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { homePathForRole } from '@shared/roles';
import { onSignOut, refreshSession, setSignedIn, useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { connectBrowserSession, type LoginResult } from '../api/auth-api';
import { AuthCard } from './auth-card';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';
import { TwoFactorForm } from './two-factor-form';
import { UnverifiedNotice } from './unverified-notice';

type View =
  | { kind: 'tabs'; tab: 'sign-in' | 'register' }
  | { kind: 'two-factor'; username: string; challenge: string }
  | { kind: 'unverified'; email: string; notice?: string };

/** Re-fetch of the session after sign-in (SPEC §7: 100 ms). */
const SESSION_REFETCH_MS = 100;

export function AuthPage() {
  const session = useSession();
  const [view, setView] = useState<View>({ kind: 'tabs', tab: 'sign-in' });

  // Logging out anywhere clears a half-finished sign-in.
  useEffect(() => onSignOut(() => setView({ kind: 'tabs', tab: 'sign-in' })), []);

  // Signed in (already, or just now): SPEC §2 sends the user on by role.
  if (session.status === 'signed-in') {
    return <Navigate to={homePathForRole(session.user)} replace />;
  }

  const onResult = (result: LoginResult): void => {
    if (result.kind === 'two-factor') {
      toast({ title: '2FA Required', description: 'Enter the code from your authenticator app.' });
      setView({ kind: 'two-factor', username: result.username, challenge: result.challenge });
      return;
    }
    setSignedIn(result.user);
    toast({
      title: 'Login successful',
      description: `Welcome back, ${result.user.displayName || result.user.username}!`,
      duration: 3000,
    });
    // The browser's Firebase session (for Firestore rules) follows; the page does not wait for it.
    void connectBrowserSession(result.customToken).catch(() => undefined);
    setTimeout(() => void refreshSession(), SESSION_REFETCH_MS);
  };

  if (view.kind === 'two-factor') {
    return (
      <AuthCard title="Two-factor authentication">
        <TwoFactorForm
          username={view.username}
          challenge={view.challenge}
          onResult={onResult}
          onCancel={() => setView({ kind: 'tabs', tab: 'sign-in' })}
        />
      </AuthCard>
    );
  }

  if (view.kind === 'unverified') {
    return (
      <AuthCard title="Verify your email">
        <UnverifiedNotice
          email={view.email}
          notice={view.notice}
          onBack={() => setView({ kind: 'tabs', tab: 'sign-in' })}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Welcome"
      subtitle="Sign in to your account, or create one to unlock the full portfolio."
    >
      <Tabs
        value={view.tab}
        onChange={(_event, tab: 'sign-in' | 'register') => setView({ kind: 'tabs', tab })}
        variant="fullWidth"
        sx={{ mb: 3 }}
      >
        <Tab label="Sign In" value="sign-in" />
        <Tab label="Register" value="register" />
      </Tabs>
      <Box hidden={view.tab !== 'sign-in'}>
        {view.tab === 'sign-in' && (
          <SignInForm
            onResult={onResult}
            onUnverified={(email) => setView({ kind: 'unverified', email })}
          />
        )}
      </Box>
      <Box hidden={view.tab !== 'register'}>
        {view.tab === 'register' && (
          <RegisterForm
            onRegistered={(email, message) =>
              setView({ kind: 'unverified', email, notice: message })
            }
          />
        )}
      </Box>
    </AuthCard>
  );
}
