import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { StatusLook } from '@/components/ui/status-chips';
import { firstPageOnly, type PagedQuery } from '@/lib/query/paged';
import { PagedList, type PagedRead } from './paged-list';
import type { RowShape } from './placeholder-rows';

/** A list's status filter: "All" or one status, by its label. */
function StatusFilter<S extends string>({
  value,
  statuses,
  looks,
  onChange,
}: {
  value: S | 'all';
  statuses: readonly S[];
  looks: Record<S, StatusLook>;
  onChange: (value: S | 'all') => void;
}) {
  return (
    <TextField
      select
      size="small"
      label="Status"
      value={value}
      onChange={(event) => {
        const chosen = statuses.find((status) => status === event.target.value);
        onChange(chosen ?? 'all');
      }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 200, alignSelf: 'flex-start' }}
    >
      <option value="all">All</option>
      {statuses.map((status) => (
        <option key={status} value={status}>
          {looks[status].label}
        </option>
      ))}
    </TextField>
  );
}

/**
 * The chosen status and its list, read a page at a time (every row for "all"). Choosing another
 * status shows that list from its first page.
 */
export function useStatusFilter<S extends string, T>(
  list: (status?: S) => PagedQuery<T>,
): {
  filter: S | 'all';
  setFilter: (value: S | 'all') => void;
  items: PagedRead<T>;
} {
  const client = useQueryClient();
  const [filter, choose] = useState<S | 'all'>('all');
  const optionsFor = (value: S | 'all') => list(value === 'all' ? undefined : value);
  const items = useInfiniteQuery(optionsFor(filter));
  const setFilter = (value: S | 'all'): void => {
    firstPageOnly(client, optionsFor(value).queryKey);
    choose(value);
  };
  return { filter, setFilter, items };
}

/**
 * An admin list with its status filter above it, read a page at a time; `children` (such as the
 * dialog its rows open) come after it.
 */
export function StatusFilteredList<S extends string, T extends { id: string }>({
  label,
  statuses,
  looks,
  filter,
  setFilter,
  items,
  placeholder,
  renderRow,
  children,
}: {
  /** The list's accessible name, plural ("Bookings"); its empty text says it too. */
  label: string;
  statuses: readonly S[];
  looks: Record<S, StatusLook>;
  filter: S | 'all';
  setFilter: (value: S | 'all') => void;
  items: PagedRead<T>;
  /** What a row looks like before it has come (its height and lines). */
  placeholder: RowShape;
  renderRow: (item: T) => ReactNode;
  children?: ReactNode;
}) {
  return (
    <Stack spacing={2}>
      <StatusFilter value={filter} statuses={statuses} looks={looks} onChange={setFilter} />
      <PagedList
        label={label}
        read={items}
        empty={
          filter === 'all'
            ? `No ${label.toLowerCase()} yet.`
            : `No ${label.toLowerCase()} that are ${looks[filter].label.toLowerCase()}.`
        }
        placeholder={placeholder}
        renderRow={renderRow}
      />
      {children}
    </Stack>
  );
}
