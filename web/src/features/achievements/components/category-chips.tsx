import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { Ref } from 'react';
import { CATEGORY_FILTERS, CATEGORY_LABELS, type CategoryFilter } from './categories';

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
