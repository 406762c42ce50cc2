import Alert from '@mui/material/Alert';
import { useEffect, useState, type ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider, FunctionsProvider } from 'reactfire';
import { PageSpinner } from '@/components/ui/page-spinner';
import { ensureBrowserSession, firebaseServices } from './firebase-client';

/**
 * reactfire providers for a signed-in page, rendered once the browser's Firebase user is the
 * session user, so Firestore rules and callables see the same account as the API.
 */
export function FirebaseSession({
  uid,
  role,
  pending = <PageSpinner />,
  children,
}: {
  uid: string;
  role: string;
  /** Shown until the Firebase user is ready: a page's spinner unless the caller holds its place. */
  pending?: ReactNode;
  children: ReactNode;
}) {
  const [state, setState] = useState<'pending' | 'ready' | 'failed'>('pending');
  useEffect(() => {
    let live = true;
    ensureBrowserSession(uid, role).then(
      () => live && setState('ready'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [uid, role]);

  if (state === 'pending') return pending;
  if (state === 'failed') {
    return (
      <Alert severity="error">
        We could not connect to your account data. Check your connection and reload the page.
      </Alert>
    );
  }
  const { app, auth, firestore, functions } = firebaseServices();
  return (
    <FirebaseAppProvider firebaseApp={app}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>
          <FunctionsProvider sdk={functions}>{children}</FunctionsProvider>
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
