import type { QueryFunctionContext } from '@tanstack/react-query';
import { myAchievementsResponseSchema } from '@shared/achievements';
import { apiRequest } from '@/lib/api-client';
import { KEPT_FOR_ACCOUNT, readKept } from '@/lib/query/kept-offline';

/** The achievements capability's query keys. */
export const achievementKeys = {
  all: ['achievements'] as const,
  /** The signed-in user's unlocks, as the server has them (every device's). */
  mine: () => [...achievementKeys.all, 'mine'] as const,
};

/**
 * `GET /api/achievements`: what the signed-in user has unlocked, and when; offline, what was read
 * last, with its time.
 */
export const myAchievementsQuery = () => ({
  queryKey: achievementKeys.mine(),
  queryFn: (context: QueryFunctionContext) =>
    readKept(
      context,
      async () =>
        (
          await apiRequest('/api/achievements', myAchievementsResponseSchema, {
            signal: context.signal,
          })
        ).achievements,
      myAchievementsResponseSchema.shape.achievements,
    ),
  ...KEPT_FOR_ACCOUNT,
});
