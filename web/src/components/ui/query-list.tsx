import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, useDeferredValue, type ReactNode } from 'react';
import { errorMessage } from '@/lib/error-message';
import { RetryAlert } from './retry-alert';
import { useDrawingWhile } from './drawing';

/**
 * A list read by a query: Loading…, the failure with Try again (which reads it again), `empty` (a
 * text is shown as secondary text), or one row per item with a divider between rows.
 */
export function QueryList<T extends { id: string }>({
  items,
  empty,
  label,
  renderRow,
}: {
  items: UseQueryResult<T[]>;
  empty: ReactNode;
  /** The list's accessible name, where the page has more than one. */
  label?: string;
  renderRow: (item: T) => ReactNode;
}) {
  // The rows arrive as a store update, which React renders in one blocking task: on a phone, a
  // long one for a page of rows. Deferred, that update keeps what is shown (cheap), and the rows
  // are drawn in a render that yields to the browser between them.
  const shown = useDeferredValue(items);
  useDrawingWhile(shown.isPending && !items.isPending);
  if (shown.isPending) return <Typography color="text.secondary">Loading…</Typography>;
  if (shown.isError) {
    return (
      <RetryAlert severity="error" onRetry={() => void shown.refetch()}>
        {errorMessage(shown.error)}
      </RetryAlert>
    );
  }
  if (shown.data.length === 0) {
    return typeof empty === 'string' ? (
      <Typography color="text.secondary">{empty}</Typography>
    ) : (
      empty
    );
  }
  return (
    <Stack component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {shown.data.map((item, index) => (
        <Fragment key={item.id}>
          {index > 0 && <Divider component="li" aria-hidden />}
          {renderRow(item)}
        </Fragment>
      ))}
    </Stack>
  );
}

/**
 * One row of a QueryList: a title over its lines, and what belongs at the end (statuses,
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
