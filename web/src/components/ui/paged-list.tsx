import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { PAGE_SIZE, rowsOf, type Pages } from '@/lib/query/paged';
import { RetryAlert } from './retry-alert';

/** Rows shown while the next page loads, under those already there. */
const MORE_PLACEHOLDERS = 3;

/** A list read a page at a time (TanStack's infinite query of `Page`s). */
export type PagedRead<T> = UseInfiniteQueryResult<Pages<T>>;

/** `count` copies of a row's placeholder, hidden from assistive technology. */
export function PlaceholderRows({ row, count = PAGE_SIZE }: { row: ReactNode; count?: number }) {
  return (
    <Stack aria-hidden data-placeholder-rows="" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {Array.from({ length: count }, (_unused, index) => (
        <Fragment key={index}>
          {index > 0 && <Divider />}
          {row}
        </Fragment>
      ))}
    </Stack>
  );
}

/** A status filter's height (a small outlined field: ./status-filter.tsx). */
const STATUS_FILTER_HEIGHT = 40;

/** A status-filtered list before its code has come: the filter's place and a page of `row`s. */
export function StatusFilteredPlaceholder({ row }: { row: ReactNode }) {
  return (
    <Stack spacing={2}>
      <Box sx={{ height: STATUS_FILTER_HEIGHT }} />
      <PlaceholderRows row={row} />
    </Stack>
  );
}

/**
 * The placeholder of a `ListRow` (./query-list.tsx): its title, `lines` lines under it, and the
 * place of what sits at its end (`end` px high: a status chip, small buttons), below the lines
 * on a phone and beside them on wider screens, as the row lays them out.
 */
export function ListRowPlaceholder({ lines, end = 30 }: { lines: number; end?: number }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1, sm: 2 }}
      sx={{ py: 1.5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
    >
      <Stack spacing={0.25} sx={{ minWidth: 0, flex: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>
          <Skeleton width="50%" />
        </Typography>
        {Array.from({ length: lines }, (_unused, index) => (
          <Typography key={index} variant="body2">
            <Skeleton width={index === 0 ? '35%' : '70%'} />
          </Typography>
        ))}
      </Stack>
      {end > 0 && <Skeleton variant="rounded" width={160} height={end} />}
    </Stack>
  );
}

/**
 * Under a paged list: how many rows are shown, and Load more while the server has more. A next
 * page that fails says why, with Try again; after a cursor the server no longer takes (400), Try
 * again reads the pages shown again from the first, with fresh cursors.
 */
export function LoadMore<T>({ read, shown }: { read: PagedRead<T>; shown: number }) {
  const failed = read.isFetchNextPageError;
  const retry = (): void => {
    if (read.error instanceof ApiError && read.error.status === 400) void read.refetch();
    else void read.fetchNextPage();
  };
  return (
    <Stack spacing={1} sx={{ pt: 1.5 }}>
      {failed && (
        <RetryAlert severity="error" onRetry={retry}>
          {errorMessage(read.error)}
        </RetryAlert>
      )}
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', minHeight: 36.5 }}
      >
        <Typography variant="body2" color="text.secondary" role="status">
          {read.hasNextPage ? `${shown} shown` : `All ${shown} shown`}
        </Typography>
        {read.hasNextPage && (
          <Button
            variant="outlined"
            disabled={read.isFetchingNextPage}
            onClick={() => void read.fetchNextPage()}
          >
            Load more
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

/**
 * A list read a page at a time: placeholder rows of the rows' height while its first page loads
 * (nothing jumps when it comes), the failure with Try again, `empty`, or one row per item with a
 * divider between rows, then the count and Load more.
 */
export function PagedList<T extends { id: string }>({
  read,
  label,
  empty,
  placeholder,
  renderRow,
}: {
  read: PagedRead<T>;
  /** The list's accessible name. */
  label: string;
  /** What to say when there is nothing (a text is shown as secondary text). */
  empty: ReactNode;
  /** One row's placeholder, of the row's height. */
  placeholder: ReactNode;
  renderRow: (item: T) => ReactNode;
}) {
  if (read.isPending) return <PlaceholderRows row={placeholder} />;
  if (read.isError && !read.isFetchNextPageError) {
    return (
      <RetryAlert severity="error" onRetry={() => void read.refetch()}>
        {errorMessage(read.error)}
      </RetryAlert>
    );
  }
  const rows = rowsOf(read.data);
  if (rows.length === 0 && !read.hasNextPage) {
    return typeof empty === 'string' ? (
      <Typography color="text.secondary">{empty}</Typography>
    ) : (
      empty
    );
  }
  return (
    <div>
      <Stack component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((item, index) => (
          <Fragment key={item.id}>
            {index > 0 && <Divider component="li" aria-hidden />}
            {renderRow(item)}
          </Fragment>
        ))}
      </Stack>
      {read.isFetchingNextPage && (
        <>
          <Divider />
          <PlaceholderRows row={placeholder} count={MORE_PLACEHOLDERS} />
        </>
      )}
      <LoadMore read={read} shown={rows.length} />
    </div>
  );
}
