import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { QueryList } from '@/components/ui/query-list';
import type { StatusLook } from '@/components/ui/status-chips';

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
 * The chosen status and the items `list` reads for it (all of them for "all"). While another
 * status's list loads, the one shown stays.
 */
export function useStatusFilter<S extends string, T>(
  list: (status?: S) => { queryKey: QueryKey; queryFn: () => Promise<T[]> },
): {
  filter: S | 'all';
  setFilter: (value: S | 'all') => void;
  items: UseQueryResult<T[]>;
} {
  const [filter, setFilter] = useState<S | 'all'>('all');
  const items = useQuery({
    ...list(filter === 'all' ? undefined : filter),
    placeholderData: keepPreviousData,
  });
  return { filter, setFilter, items };
}

/**
 * An admin list with its status filter above it; `children` (such as the dialog its rows open)
 * come after it.
 */
export function StatusFilteredList<S extends string, T extends { id: string }>({
  label,
  statuses,
  looks,
  filter,
  setFilter,
  items,
  empty,
  renderRow,
  children,
}: {
  /** The list's accessible name. */
  label: string;
  statuses: readonly S[];
  looks: Record<S, StatusLook>;
  filter: S | 'all';
  setFilter: (value: S | 'all') => void;
  items: UseQueryResult<T[]>;
  /** What to say when nothing has the chosen status. */
  empty: (filter: S | 'all') => string;
  renderRow: (item: T) => ReactNode;
  children?: ReactNode;
}) {
  return (
    <Stack spacing={2}>
      <StatusFilter value={filter} statuses={statuses} looks={looks} onChange={setFilter} />
      <QueryList label={label} items={items} empty={empty(filter)} renderRow={renderRow} />
      {children}
    </Stack>
  );
}
