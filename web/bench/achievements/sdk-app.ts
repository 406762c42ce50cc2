import { deleteApp, initializeApp, setLogLevel } from 'firebase/app';
import {
  connectAuthEmulator,
  initializeAuth,
  inMemoryPersistence,
  signInWithCustomToken,
} from 'firebase/auth';
import {
  connectFirestoreEmulator,
  disableNetwork,
  enableNetwork,
  getFirestore,
  type Firestore,
} from 'firebase/firestore';

/** One tab's Firebase web SDK app, on the emulators, signed in with a custom token of our API. */
export interface SdkApp {
  firestore: Firestore;
  /** Takes the SDK off the network, or back on. */
  setOnline(online: boolean): Promise<void>;
  close(): Promise<void>;
}

export interface EmulatorHosts {
  projectId: string;
  auth: string;
  firestore: { host: string; port: number };
}

// Offline spells and closed apps make the SDK log every dropped stream; the bench counts instead.
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
  const firestore = getFirestore(app);
  connectFirestoreEmulator(firestore, hosts.firestore.host, hosts.firestore.port);
  await signInWithCustomToken(auth, customToken);
  let closed: Promise<void> | undefined;
  return {
    firestore,
    setOnline: async (online) => {
      if (closed) return;
      await (online ? enableNetwork(firestore) : disableNetwork(firestore)).catch(() => undefined);
    },
    close: () => (closed ??= deleteApp(app).catch(() => undefined)),
  };
}
