import { achievementDocumentSchema, type MyAchievementsResponse } from '../shared/achievements';
import { collectionOf, wellFormed } from '../lib/converters';

/** `users/{uid}/achievements`: the unlocks the account's browsers stored (firestore.rules). */
const achievementsOf = (uid: string) =>
  collectionOf(`users/${uid}/achievements`, achievementDocumentSchema);

/**
 * The account's own stored unlocks, in the order they happened, each with its ISO 8601 date.
 * Bounded by the catalogue: the rules take one document per achievement id.
 */
export async function ownAchievements(
  uid: string,
): Promise<MyAchievementsResponse['achievements']> {
  const snapshot = await achievementsOf(uid).orderBy('unlockedAt', 'asc').get();
  return wellFormed(snapshot.docs).map(({ data }) => ({
    id: data.id,
    unlockedAt: data.unlockedAt.toDate().toISOString(),
  }));
}
