import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import type { Loaded } from '@/lib/use-loaded';
import { RetryAlert } from './retry-alert';

/**
 * A loaded list: Loading…, the failure with Try again, `empty` (a text is shown as secondary
 * text), or one row per item with a divider between rows.
 */
export function LoadedList<T extends { id: string }>({
  items,
  empty,
  onRetry,
  label,
  renderRow,
}: {
  items: Loaded<T[]>;
  empty: ReactNode;
  onRetry: () => void;
  /** The list's accessible name, where the page has more than one. */
  label?: string;
  renderRow: (item: T) => ReactNode;
}) {
  if (items.status === 'loading') return <Typography color="text.secondary">Loading…</Typography>;
  if (items.status === 'failed') {
    return (
      <RetryAlert severity="error" onRetry={onRetry}>
        {items.message}
      </RetryAlert>
    );
  }
  if (items.data.length === 0) {
    return typeof empty === 'string' ? (
      <Typography color="text.secondary">{empty}</Typography>
    ) : (
      empty
    );
  }
  return (
    <Stack component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.data.map((item, index) => (
        <Fragment key={item.id}>
          {index > 0 && <Divider component="li" aria-hidden />}
          {renderRow(item)}
        </Fragment>
      ))}
    </Stack>
  );
}

/**
 * One row of a LoadedList: a title over its lines, and what belongs at the end (statuses,
 * actions). Stacks on a phone; on wider screens the end sits at the end of the line.
 */
export function ListRow({
  title,
  children,
  end,
}: {
  title: ReactNode;
  children: ReactNode;
  end: ReactNode;
}) {
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1, sm: 2 }}
      sx={{ py: 1.5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
    >
      <Stack spacing={0.25} sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{title}</Typography>
        {children}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
        {end}
      </Stack>
    </Stack>
  );
}
