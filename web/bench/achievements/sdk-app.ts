import { deleteApp, initializeApp, setLogLevel } from 'firebase/app';
import {
  connectAuthEmulator,
  initializeAuth,
  inMemoryPersistence,
  signInWithCustomToken,
} from 'firebase/auth';
import type { Firestore } from 'firebase/firestore/lite';
import { liteFirestore } from '../../src/features/achievements/firestore-remote';

/** One tab's Firebase web SDK app, on the emulators, signed in with a custom token of our API. */
export interface SdkApp {
  firestore: Firestore;
  close(): Promise<void>;
}

export interface EmulatorHosts {
  projectId: string;
  auth: string;
  firestore: { host: string; port: number };
}

// Closed apps log their dropped requests; the bench counts outcomes instead.
setLogLevel('silent');

let made = 0;

export async function signedInSdkApp(hosts: EmulatorHosts, customToken: string): Promise<SdkApp> {
  made += 1;
  const app = initializeApp(
    { apiKey: 'demo-api-key', projectId: hosts.projectId, appId: 'demo-app' },
    `bench-tab-${made}`,
  );
  const auth = initializeAuth(app, { persistence: inMemoryPersistence });
  connectAuthEmulator(auth, `http://${hosts.auth}`, { disableWarnings: true });
  const firestore = liteFirestore(app, hosts.firestore);
  await signInWithCustomToken(auth, customToken);
  let closed: Promise<void> | undefined;
  return { firestore, close: () => (closed ??= deleteApp(app).catch(() => undefined)) };
}
