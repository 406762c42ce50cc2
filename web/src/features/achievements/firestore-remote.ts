import type { FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  runTransaction,
  serverTimestamp,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore/lite';
import { achievementDocumentSchema } from '@shared/achievements';
import type { AchievementId } from '@shared/content/achievements-schema';
import type { AchievementsRemote, CreateResult, RemoteUnlock } from './engine-environment';

/**
 * The user's unlocks in Firestore, `users/{uid}/achievements/{id}` = `{ id, unlockedAt }`.
 * firestore.rules let the owner create each once, at the server's time, and never change it,
 * so the create is what decides, across devices, who unlocked an id first. Loaded only with the
 * Firebase SDK, for a signed-in user (achievements-engine.ts).
 *
 * Firestore Lite: each read and write is one request that fails at once without a network, with
 * no listener, cache or retry of its own (the engine keeps what waits in local storage).
 */

const connected = new WeakSet<Firestore>();

/** Firestore Lite on `app`, on the emulator at `emulator` when given. */
export function liteFirestore(
  app: FirebaseApp,
  emulator?: { host: string; port: number },
): Firestore {
  const db = getFirestore(app);
  if (emulator && !connected.has(db)) {
    connectFirestoreEmulator(db, emulator.host, emulator.port);
    connected.add(db);
  }
  return db;
}

function storedDate(data: DocumentData | undefined): string {
  return achievementDocumentSchema.parse(data).unlockedAt.toDate().toISOString();
}

/**
 * How a create that lost the race to another device fails: the rules deny it (by then it is an
 * update), or the "does not exist" the transaction's write carries no longer holds.
 */
const LOST_RACE = new Set([
  'permission-denied',
  'failed-precondition',
  'aborted',
  'already-exists',
]);

const lostRace = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  typeof error.code === 'string' &&
  LOST_RACE.has(error.code);

export function firestoreRemote(db: Firestore, uid: string): AchievementsRemote {
  const unlockDoc = (id: AchievementId) => doc(db, 'users', uid, 'achievements', id);

  async function create(id: AchievementId): Promise<CreateResult> {
    try {
      // The transaction reads first, so its write goes out as "create if missing" and fails
      // when the network does (a plain set would wait for it). One attempt only: a retry after
      // a write that landed but whose answer was lost would read our own unlock as another's.
      return await runTransaction(
        db,
        async (transaction): Promise<CreateResult> => {
          const snapshot = await transaction.get(unlockDoc(id));
          if (snapshot.exists()) return { created: false, date: storedDate(snapshot.data()) };
          transaction.set(unlockDoc(id), { id, unlockedAt: serverTimestamp() });
          return { created: true };
        },
        { maxAttempts: 1 },
      );
    } catch (error) {
      if (!lostRace(error)) throw error;
      const snapshot = await getDoc(unlockDoc(id));
      if (!snapshot.exists()) throw error;
      return { created: false, date: storedDate(snapshot.data()) };
    }
  }

  async function list(): Promise<RemoteUnlock[]> {
    const snapshot = await getDocs(collection(db, 'users', uid, 'achievements'));
    return snapshot.docs.flatMap((stored) => {
      const parsed = achievementDocumentSchema.safeParse(stored.data());
      if (!parsed.success || parsed.data.id !== stored.id) return [];
      return [{ id: parsed.data.id, date: parsed.data.unlockedAt.toDate().toISOString() }];
    });
  }

  return { create, list };
}
