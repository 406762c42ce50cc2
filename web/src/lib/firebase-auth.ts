import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  signInWithCustomToken,
  signOut,
  type Auth,
} from 'firebase/auth';
import { firebaseEnv } from '@/config/env';
import { customTokenResponseSchema } from '@shared/session-user';
import { apiRequest } from './api-client';
import { onSignOut } from './session';

/**
 * The Firebase app and its Auth, and nothing else: what a part that writes through Firestore's
 * rules (an achievement's unlock) needs to act as the session's user. No page needs it to show
 * its data (that comes from the API with the session cookie), so it loads on first use, never
 * with a page (docs/first-load.md).
 */
export interface FirebaseAuthServices {
  app: FirebaseApp;
  auth: Auth;
}

let services: FirebaseAuthServices | undefined;

/**
 * Where this build's emulators answer (builds for the emulators), else undefined. Read from
 * `import.meta.env` itself, so a production build leaves the emulator code out entirely.
 */
export function emulatorHost(): string | undefined {
  return import.meta.env.VITE_USE_EMULATORS === 'true' ? window.location.hostname : undefined;
}

/** Where this build's Firestore emulator answers (builds for the emulators), else undefined. */
export function firestoreEmulator(): { host: string; port: number } | undefined {
  const host = emulatorHost();
  return host ? { host, port: 8080 } : undefined;
}

export function firebaseAuthServices(): FirebaseAuthServices {
  if (services) return services;
  const env = firebaseEnv();
  const app = initializeApp({
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    ...(env.VITE_FIREBASE_APP_ID ? { appId: env.VITE_FIREBASE_APP_ID } : {}),
  });
  // initializeAuth (not getAuth): getAuth loads a Google script that fails offline.
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
  });
  const host = emulatorHost();
  if (host) connectAuthEmulator(auth, `http://${host}:9099`, { disableWarnings: true });
  onSignOut(() => signOut(auth));
  services = { app, auth };
  return services;
}

export async function signInBrowser(customToken: string): Promise<void> {
  await signInWithCustomToken(firebaseAuthServices().auth, customToken);
}

/**
 * Makes the browser's Firebase session match the server session of `uid`, with current claims.
 * When the role in the browser's token differs from the server's (an admin changed it; its
 * tokens were revoked), a fresh custom token from the server signs in again with the new role.
 */
export async function ensureBrowserSession(uid: string, role: string): Promise<void> {
  const { auth } = firebaseAuthServices();
  await auth.authStateReady();
  if (auth.currentUser?.uid === uid) {
    try {
      const token = await auth.currentUser.getIdTokenResult();
      if (token.claims.role === role) return;
    } catch {
      // Expired or revoked: sign in again below.
    }
  }
  const { customToken } = await apiRequest('/api/session/token', customTokenResponseSchema, {
    method: 'POST',
  });
  await signInWithCustomToken(auth, customToken);
}
