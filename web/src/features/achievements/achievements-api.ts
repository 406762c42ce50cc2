/**
 * What the achievements engine gives the rest of the feature and the app layer: these types, and
 * the functions of achievements-engine.ts that return them. The overlay, toast and trophy use
 * only these.
 */
import type { Achievement, AchievementId } from '@shared/content/achievements-schema';

/** One card of the overlay: the catalogue entry and whether (and when) this user unlocked it. */
export interface AchievementCard extends Achievement {
  unlocked: boolean;
  /** ISO time of the first unlock, never changed afterwards. */
  date?: string;
}

export interface AchievementsState {
  /** Unlocking needs a signed-in user; while the session loads nothing can be unlocked yet. */
  status: 'loading' | 'signed-out' | 'signed-in';
  cards: readonly AchievementCard[];
  unlockedCount: number;
  total: number;
  /** Sum of the points of the unlocked ones (from the catalogue). */
  points: number;
}

/** What the toast shows for one unlock: the unlock event (title, description, points) and its id. */
export interface UnlockNotice {
  id: AchievementId;
  title: string;
  description: string;
  points: number;
}

/**
 * 'unlocked': this call unlocked it (one notice follows, in this tab only); 'already': it was
 * unlocked before (here, in another tab or on another device); 'signed-out': nobody to unlock
 * for; 'guarded': the same id was asked for within the last 100 ms.
 */
export type UnlockOutcome = 'unlocked' | 'already' | 'signed-out' | 'guarded';
