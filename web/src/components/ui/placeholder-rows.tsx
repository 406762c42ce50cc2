import Box from '@mui/material/Box';
import { keyframes, type Theme } from '@mui/material/styles';
import { PAGE_SIZE } from '@/lib/query/paged';

/** A value in px, the same everywhere or from the `sm` breakpoint on. */
export type Height = number | { xs: number; sm: number };

/**
 * What a list's row looks like before it has come: its height (its divider included) and its
 * lines, each a bar `top` px from the row's top, `height` px high and `width` wide.
 */
export interface RowShape {
  height: Height;
  bars: readonly { top: number; height: number; width: string; left?: number }[];
}

/** Line heights of the theme's text (MUI's scale: body1 16 px × 1.5, body2 14 px × 1.43). */
const BODY1 = 24;
const BODY2 = 20;

/**
 * A `ListRow` (./query-list.tsx): 12 px above and below, its title over `lines` lines (2 px
 * apart), and on a phone the row of statuses and actions (30 px) under them, 8 px apart.
 */
export function listRowShape(lines: number): RowShape {
  const text = BODY1 + lines * (BODY2 + 2);
  const bars = [
    { top: 12 + 6, height: BODY1 - 12, width: '45%' },
    ...Array.from({ length: lines }, (_unused, index) => ({
      top: 12 + BODY1 + 2 + index * (BODY2 + 2) + 5,
      height: BODY2 - 10,
      width: index === 0 ? '30%' : '65%',
    })),
  ];
  return { height: { xs: 24 + text + 8 + 30 + 1, sm: 24 + text + 1 }, bars };
}

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

const at = <T,>(height: Height, value: (px: number) => T): T | { xs: T; sm: T } =>
  typeof height === 'number' ? value(height) : { xs: value(height.xs), sm: value(height.sm) };

/**
 * `count` rows' placeholders of `shape`, drawn as one element (each bar a repeated background), so
 * a page of them costs nothing to render. Hidden from assistive technology; the pulse stops for
 * people who ask for less motion.
 */
export function PlaceholderRows({ shape, count = PAGE_SIZE }: { shape: RowShape; count?: number }) {
  return (
    <Box
      aria-hidden
      data-placeholder-rows=""
      sx={(theme: Theme) => {
        const palette = (theme.vars ?? theme).palette;
        const bar = theme.vars ? theme.vars.palette.Skeleton.bg : palette.action.hover;
        const layers = (row: number) => [
          ...shape.bars.map(
            ({ top, height }) =>
              `linear-gradient(to bottom, transparent ${top}px, ${bar} ${top}px, ${bar} ${top + height}px, transparent ${top + height}px)`,
          ),
          `linear-gradient(to bottom, transparent ${row - 1}px, ${palette.divider} ${row - 1}px)`,
        ];
        return {
          height: at(shape.height, (row) => row * count),
          backgroundImage: at(shape.height, (row) => layers(row).join(', ')),
          backgroundSize: at(shape.height, (row) =>
            [...shape.bars.map(({ width }) => `${width} ${row}px`), `100% ${row}px`].join(', '),
          ),
          backgroundPosition: [...shape.bars.map(({ left = 0 }) => `${left}px 0`), '0 0'].join(
            ', ',
          ),
          backgroundRepeat: 'repeat-y',
          animation: `${pulse} 2s ease-in-out 0.5s infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        };
      }}
    />
  );
}

/**
 * The height of a status filter's controls (small outlined fields: ./status-filter.tsx): one row
 * from `sm` on, two rows 16 px apart on a phone.
 */
const STATUS_FILTER_HEIGHT = { xs: 40 + 16 + 40, sm: 40 };

/** A status-filtered list before its code has come: the filter's place and a page of rows. */
export function StatusFilteredPlaceholder({ shape }: { shape: RowShape }) {
  return (
    <div>
      <Box sx={{ height: STATUS_FILTER_HEIGHT, mb: 2 }} />
      <PlaceholderRows shape={shape} />
    </div>
  );
}
