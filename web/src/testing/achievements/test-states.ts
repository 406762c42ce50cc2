import { achievements } from '@shared/content/achievements';
import type { AchievementId } from '@shared/content/achievements-schema';
import type { AchievementsState } from '@/features/achievements/achievements-api';

/** The catalogue as the engine would show it, with `unlocked` ids unlocked on a fixed day. */
export function stateWith(
  status: AchievementsState['status'],
  unlocked: readonly AchievementId[] = [],
): AchievementsState {
  const cards = achievements.map((achievement) =>
    unlocked.includes(achievement.id)
      ? { ...achievement, unlocked: true, date: '2026-03-14T09:30:00.000Z' }
      : { ...achievement, unlocked: false },
  );
  const done = cards.filter((card) => card.unlocked);
  return {
    status,
    cards,
    unlockedCount: done.length,
    total: cards.length,
    points: done.reduce((sum, card) => sum + card.points, 0),
  };
}
