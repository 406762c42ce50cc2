import { myAchievementsResponseSchema } from '@shared/achievements';
import type { AchievementId } from '@shared/content/achievements-schema';
import { apiRequest } from '@/lib/api-client';
import { keptUntilFailed } from '@/lib/kept-until-failed';
import type {
  AchievementsRemote,
  CreateResult,
  RemoteUnlock,
  SignedInUser,
} from './engine-environment';

/**
 * The user's unlocks on the server, as the engine reaches them: read from the API with the
 * session cookie, which is all a page load needs (merging what other devices unlocked); created
 * through Firestore's rules (firestore-remote.ts), whose create-once decides between devices.
 * The Firebase SDK that takes (Auth, Firestore Lite) signs the browser in only for a first
 * create: a page where nothing is unlocked talks to the API alone.
 */
export function serverRemote(user: SignedInUser): AchievementsRemote {
  const writerCode = keptUntilFailed(() =>
    Promise.all([import('@/lib/firebase-auth'), import('./firestore-remote')]),
  );
  // Not kept when not reachable this time (offline, the code did not load): the next unlock
  // tries afresh.
  const firestoreWriter = keptUntilFailed(async (): Promise<AchievementsRemote> => {
    const [auth, { firestoreRemote, liteFirestore }] = await writerCode();
    await auth.ensureBrowserSession(user.uid, user.role);
    const db = liteFirestore(auth.firebaseAuthServices().app, auth.firestoreEmulator());
    return firestoreRemote(db, user.uid);
  });

  return {
    async list(): Promise<RemoteUnlock[]> {
      // The writer's code first, while there is a connection (fetched and run, not called): a
      // browser does not fetch a failed import again, so an unlock made later without one is
      // written once it is back with nothing left to fetch. Signing in waits for that unlock.
      await writerCode();
      const { achievements } = await apiRequest('/api/achievements', myAchievementsResponseSchema);
      return achievements.map(({ id, unlockedAt }) => ({ id, date: unlockedAt }));
    },
    async create(id: AchievementId): Promise<CreateResult> {
      return (await firestoreWriter()).create(id);
    },
  };
}
