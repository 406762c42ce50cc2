import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { AchievementCategory } from '@shared/content/achievements-schema';
import type { Ref } from 'react';

export type CategoryFilter = 'all' | AchievementCategory;

export const CATEGORY_LABELS: Record<CategoryFilter, string> = {
  all: 'All',
  development: 'Development',
  design: 'Design',
  leadership: 'Leadership',
  exploration: 'Exploration',
  hidden: 'Hidden',
};

/** The overlay's filter chips, in the order they show (the labels' order). */
const CATEGORY_FILTERS = Object.keys(CATEGORY_LABELS).filter(
  (filter): filter is CategoryFilter => filter in CATEGORY_LABELS,
);

/** The category filter: one chip per category, the chosen one pressed. */
export function CategoryChips({
  value,
  onChange,
  firstChipRef,
}: {
  value: CategoryFilter;
  onChange: (filter: CategoryFilter) => void;
  firstChipRef?: Ref<HTMLDivElement>;
}) {
  return (
    <Stack
      role="group"
      aria-label="Filter by category"
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1 }}
    >
      {CATEGORY_FILTERS.map((filter, index) => (
        <Chip
          key={filter}
          ref={index === 0 ? firstChipRef : undefined}
          label={CATEGORY_LABELS[filter]}
          color={filter === value ? 'primary' : 'default'}
          variant={filter === value ? 'filled' : 'outlined'}
          aria-pressed={filter === value}
          onClick={() => onChange(filter)}
        />
      ))}
    </Stack>
  );
}
