import { myAchievementsResponseSchema } from '@shared/achievements';
import { apiRequest } from '@/lib/api-client';

/** The achievements capability's query keys. */
export const achievementKeys = {
  all: ['achievements'] as const,
  /** The signed-in user's unlocks, as the server has them (every device's). */
  mine: () => [...achievementKeys.all, 'mine'] as const,
};

/** `GET /api/achievements`: what the signed-in user has unlocked, and when. */
export const myAchievementsQuery = () => ({
  queryKey: achievementKeys.mine(),
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await apiRequest('/api/achievements', myAchievementsResponseSchema, { signal })).achievements,
});
