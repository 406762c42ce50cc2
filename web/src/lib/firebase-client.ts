import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { firebaseEnv } from '@/config/env';
import { emulatorHost, firebaseAuthServices } from './firebase-auth';

// Loaded only by the parts that read Firestore live or call a callable through reactfire.

export interface FirebaseServices {
  app: FirebaseApp;
  auth: Auth;
  firestore: Firestore;
  functions: Functions;
}

let services: FirebaseServices | undefined;

export function firebaseServices(): FirebaseServices {
  if (services) return services;
  const { app, auth } = firebaseAuthServices();
  const firestore = getFirestore(app);
  const functions = getFunctions(app, firebaseEnv().VITE_FIREBASE_REGION);
  const host = emulatorHost();
  if (host) {
    connectFirestoreEmulator(firestore, host, 8080);
    connectFunctionsEmulator(functions, host, 5001);
  }
  services = { app, auth, firestore, functions };
  return services;
}

export { ensureBrowserSession } from './firebase-auth';
