import type { Achievement } from '@shared/content/achievements-schema';
import type { AchievementCard, AchievementsState } from './achievements-api';
import type { UserRecord } from './local-store';

/** The overlay's view: every catalogue entry, unlocked (with its date) where `record` says so. */
export function achievementsState(
  catalogue: readonly Achievement[],
  status: AchievementsState['status'],
  record: UserRecord | undefined,
): AchievementsState {
  const dates = new Map(record?.achievements.map((entry) => [entry.id, entry.date]));
  const cards = catalogue.map((achievement): AchievementCard => {
    const date = dates.get(achievement.id);
    return date === undefined
      ? { ...achievement, unlocked: false }
      : { ...achievement, unlocked: true, date };
  });
  const unlocked = cards.filter((card) => card.unlocked);
  return {
    status,
    cards,
    unlockedCount: unlocked.length,
    total: cards.length,
    points: unlocked.reduce((sum, card) => sum + card.points, 0),
  };
}
