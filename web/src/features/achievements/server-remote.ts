import { myAchievementsResponseSchema } from '@shared/achievements';
import type { AchievementId } from '@shared/content/achievements-schema';
import { apiRequest } from '@/lib/api-client';
import type {
  AchievementsRemote,
  CreateResult,
  RemoteUnlock,
  SignedInUser,
} from './engine-environment';

/**
 * The user's unlocks on the server, as the engine reaches them: read from the API with the
 * session cookie, which is all a page load needs (merging what other devices unlocked); created
 * through Firestore's rules (firestore-remote.ts), whose create-once decides between devices. The
 * Firebase SDK that takes loads with the first unlock that has to be written, not with the page.
 */
export function serverRemote(user: SignedInUser): AchievementsRemote {
  let writer: Promise<AchievementsRemote> | undefined;
  const firestoreWriter = (): Promise<AchievementsRemote> =>
    (writer ??= (async () => {
      const [auth, { firestoreRemote, liteFirestore }] = await Promise.all([
        import('@/lib/firebase-auth'),
        import('./firestore-remote'),
      ]);
      await auth.ensureBrowserSession(user.uid, user.role);
      const db = liteFirestore(auth.firebaseAuthServices().app, auth.firestoreEmulator());
      return firestoreRemote(db, user.uid);
    })().catch((error: unknown) => {
      // Not reachable this time (offline, the code did not load): the next unlock tries afresh.
      writer = undefined;
      throw error;
    }));

  return {
    async list(): Promise<RemoteUnlock[]> {
      const { achievements } = await apiRequest('/api/achievements', myAchievementsResponseSchema);
      return achievements.map(({ id, unlockedAt }) => ({ id, date: unlockedAt }));
    },
    async create(id: AchievementId): Promise<CreateResult> {
      return (await firestoreWriter()).create(id);
    },
  };
}
