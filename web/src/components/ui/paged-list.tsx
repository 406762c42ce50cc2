import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { Divider } from '@/components/plain/list';
import { ApiError } from '@/lib/api-client';
import { keptCopyTime, readingOverKeptCopy, rowsOf, type Pages } from '@/lib/query/paged';
import { PlaceholderRows, type RowShape } from './placeholder-rows';
import { RowList, useDeferredRead } from './query-list';
import { FailedRead } from './retry-alert';
import { SavedCopyNote } from './saved-copy-note';

/** Rows shown while the next page loads, under those already there. */
const MORE_PLACEHOLDERS = 3;

/** A list read a page at a time (TanStack's infinite query of `Page`s). */
export type PagedRead<T> = UseInfiniteQueryResult<Pages<T>>;

/**
 * Under a paged list: how many rows are shown and in what order (a live region, so a screen
 * reader hears the list grow), and Load more while the server has more. Every admin list comes
 * newest first (the server pages them so). Focus is kept: Load more stays focusable while the
 * page loads (it only ignores presses), and when the last page has come and it goes, focus moves
 * to the count. A next page that fails says why, with Try again; after a cursor the server no
 * longer takes (400), Try again reads the pages shown again from the first, with fresh cursors.
 */
export function LoadMore<T>({ read, shown }: { read: PagedRead<T>; shown: number }) {
  const count = useRef<HTMLSpanElement>(null);
  const asked = useRef(false);
  const fetching = read.isFetchingNextPage;
  useEffect(() => {
    if (!asked.current || fetching || read.hasNextPage) return;
    asked.current = false;
    count.current?.focus();
  }, [fetching, read.hasNextPage]);
  const retry = (): void => {
    if (read.error instanceof ApiError && read.error.status === 400) void read.refetch();
    else void read.fetchNextPage();
  };
  const more = (): void => {
    if (fetching) return;
    asked.current = true;
    void read.fetchNextPage();
  };
  return (
    <Stack spacing={1} sx={{ pt: 1.5 }}>
      {read.isFetchNextPageError && <FailedRead error={read.error} onRetry={retry} />}
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', minHeight: 36.5 }}
      >
        <Typography
          ref={count}
          tabIndex={-1}
          variant="body2"
          color="text.secondary"
          role="status"
          sx={{ outline: 'none' }}
        >
          {`${read.hasNextPage ? `${shown} shown` : `All ${shown} shown`}, newest first`}
        </Typography>
        {read.hasNextPage && (
          <Button variant="outlined" aria-disabled={fetching} onClick={more}>
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
 * divider between rows, then the count and Load more. Offline, the rows kept from the last read,
 * with their time.
 */
export function PagedList<T extends { id: string }>({
  read,
  label,
  items = label.toLowerCase(),
  empty,
  placeholder,
  renderRow,
}: {
  read: PagedRead<T>;
  /** The list's accessible name. */
  label: string;
  /** What the rows are, for the offline note ("these … may be out of date"): the label unless said. */
  items?: string;
  /** What to say when there is nothing (a text is shown as secondary text). */
  empty: ReactNode;
  /** What a row looks like before it has come (its height and lines). */
  placeholder: RowShape;
  renderRow: (item: T) => ReactNode;
}) {
  // Load more follows the live read, so it is disabled the moment a page is asked for.
  const shown = useDeferredRead(read);
  if (shown.isPending || readingOverKeptCopy(shown)) return <PlaceholderRows shape={placeholder} />;
  const keptAt = keptCopyTime(shown);
  if (shown.isError && !shown.isFetchNextPageError && !keptAt) {
    return <FailedRead error={shown.error} onRetry={() => void shown.refetch()} />;
  }
  const rows = rowsOf(shown.data);
  const note = keptAt && <SavedCopyNote savedAt={keptAt} items={items} />;
  if (rows.length === 0 && !shown.hasNextPage) {
    return (
      <>
        {note}
        {typeof empty === 'string' ? (
          <Typography color="text.secondary">{empty}</Typography>
        ) : (
          empty
        )}
      </>
    );
  }
  return (
    <div>
      {note}
      <RowList items={rows} label={label} renderRow={renderRow} />
      {shown.isFetchingNextPage && (
        <>
          <Divider />
          <PlaceholderRows shape={placeholder} count={MORE_PLACEHOLDERS} />
        </>
      )}
      <LoadMore read={read} shown={rows.length} />
    </div>
  );
}
