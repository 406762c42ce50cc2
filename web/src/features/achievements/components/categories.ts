import type { AchievementCategory } from '@shared/content/achievements-schema';

export type CategoryFilter = 'all' | AchievementCategory;

export const CATEGORY_LABELS: Record<CategoryFilter, string> = {
  all: 'All',
  development: 'Development',
  design: 'Design',
  leadership: 'Leadership',
  exploration: 'Exploration',
  hidden: 'Hidden',
};

/** The overlay's filter chips, in the order they show. */
export const CATEGORY_FILTERS: readonly CategoryFilter[] = [
  'all',
  'development',
  'design',
  'leadership',
  'exploration',
  'hidden',
];
