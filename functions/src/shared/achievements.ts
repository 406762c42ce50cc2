import { achievementIdSchema } from './content/achievements-schema';
import { timestampSchema } from './document-fields';
import { z } from './zod';

/**
 * `users/{uid}/achievements/{id}`: one unlock, written once by its owner's browser (firestore.rules
 * allows exactly these fields, `unlockedAt` the server's time of the write, and no update or
 * delete). Points and titles come from the catalogue (`content/achievements`), never from here.
 */
export const achievementDocumentSchema = z.strictObject({
  id: achievementIdSchema,
  unlockedAt: timestampSchema,
});

export type AchievementDocument = z.infer<typeof achievementDocumentSchema>;

/** `GET /api/achievements`: the signed-in user's stored unlocks, each with its ISO 8601 date. */
export const myAchievementsResponseSchema = z.object({
  success: z.literal(true),
  achievements: z.array(
    z.object({ id: achievementIdSchema, unlockedAt: z.iso.datetime({ offset: true }) }),
  ),
});
export type MyAchievementsResponse = z.infer<typeof myAchievementsResponseSchema>;
