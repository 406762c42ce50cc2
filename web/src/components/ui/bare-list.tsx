import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** One, two then three columns as the screen widens: the card grids of the home page and overlays. */
const RESPONSIVE_COLUMNS = { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' };

/**
 * A list without bullets or indent, its items laid out as a grid: `columns` is a fixed count,
 * `'responsive'` (1/2/3) or `{ minWidth }` (as many columns of at least that many pixels as fit);
 * `gap` is in theme spacing units.
 */
export function BareList({
  ordered = false,
  columns = 1,
  gap = 0,
  sx,
  children,
  'aria-label': ariaLabel,
}: {
  ordered?: boolean;
  columns?: number | 'responsive' | { minWidth: number };
  gap?: number;
  sx?: SxProps<Theme>;
  children: ReactNode;
  'aria-label'?: string;
}) {
  return (
    <Box
      component={ordered ? 'ol' : 'ul'}
      aria-label={ariaLabel}
      sx={[
        {
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap,
          gridTemplateColumns: templateOf(columns),
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}

function templateOf(columns: number | 'responsive' | { minWidth: number }) {
  if (columns === 'responsive') return RESPONSIVE_COLUMNS;
  if (typeof columns === 'number') return `repeat(${columns}, minmax(0, 1fr))`;
  return `repeat(auto-fill, minmax(${columns.minWidth}px, 1fr))`;
}
