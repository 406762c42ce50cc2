import { z } from '../zod';
import { shortTextSchema } from './fields-schema';

/**
 * The ids are fixed: stored unlocks (`users/{uid}/achievements/{id}`, firestore.rules lists the
 * same ids) and the code that earns each one name them.
 */
export const achievementIdSchema = z.enum([
  'easter_egg_finder',
  'code_master',
  'tech_explorer',
  'bug_squasher',
  'skill_matcher',
  'keyboard_explorer',
  'secret_project',
  'night_owl',
  'design_appreciator',
  'dark_mode_fan',
  'leadership_explorer',
  'team_builder',
  'full_explorer',
]);

export const achievementCategorySchema = z.enum([
  'development',
  'design',
  'leadership',
  'exploration',
  'hidden',
]);

/** The card's picture: one of the icons the web draws for achievements. */
export const achievementIconSchema = z.enum([
  'egg',
  'code',
  'explore',
  'bug',
  'extension',
  'keyboard',
  'lock',
  'moon',
  'palette',
  'dark-mode',
  'insights',
  'groups',
  'star',
]);

export const achievementSchema = z.object({
  id: achievementIdSchema,
  title: shortTextSchema,
  /** What the card and the toast say once it is unlocked. */
  description: shortTextSchema,
  /** How it is earned, as the overlay shows it while locked (hidden ones keep it vague). */
  howToEarn: shortTextSchema,
  icon: achievementIconSchema,
  points: z.number().int().min(1).max(100),
  category: achievementCategorySchema,
});

export type AchievementId = z.infer<typeof achievementIdSchema>;
export type AchievementCategory = z.infer<typeof achievementCategorySchema>;
export type AchievementIcon = z.infer<typeof achievementIconSchema>;
export type Achievement = z.infer<typeof achievementSchema>;
