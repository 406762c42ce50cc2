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
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { firebaseEnv } from '@/config/env';
import { customTokenResponseSchema } from '@shared/auth';
import { apiRequest } from './api-client';
import { onSignOut } from './session';

// Loaded only by pages that need Firebase in the browser (never by the home page's first load).

export interface FirebaseServices {
  app: FirebaseApp;
  auth: Auth;
  firestore: Firestore;
  functions: Functions;
}

let services: FirebaseServices | undefined;

/** Where this build's Firestore emulator answers (builds for the emulators), else undefined. */
export function firestoreEmulator(): { host: string; port: number } | undefined {
  return firebaseEnv().VITE_USE_EMULATORS
    ? { host: window.location.hostname, port: 8080 }
    : undefined;
}

export function firebaseServices(): FirebaseServices {
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
  const firestore = getFirestore(app);
  const functions = getFunctions(app, env.VITE_FIREBASE_REGION);
  const emulator = firestoreEmulator();
  if (emulator) {
    const { host } = emulator;
    connectAuthEmulator(auth, `http://${host}:9099`, { disableWarnings: true });
    connectFirestoreEmulator(firestore, host, emulator.port);
    connectFunctionsEmulator(functions, host, 5001);
  }
  onSignOut(() => signOut(auth));
  services = { app, auth, firestore, functions };
  return services;
}

export async function signInBrowser(customToken: string): Promise<void> {
  await signInWithCustomToken(firebaseServices().auth, customToken);
}

/**
 * Makes the browser's Firebase session match the server session of `uid`, with current claims.
 * When the role in the browser's token differs from the server's (an admin changed it; its
 * tokens were revoked), a fresh custom token from the server signs in again with the new role.
 */
export async function ensureBrowserSession(uid: string, role: string): Promise<void> {
  const { auth } = firebaseServices();
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
