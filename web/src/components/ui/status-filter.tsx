import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AdminExportName } from '@shared/admin-exports';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { firstPageOnly, type PagedQuery } from '@/lib/query/paged';
import { ExportButton } from './export-button';
import { statusesOf, type StatusLook } from './status-chips';
import { PagedList } from './paged-list';
import type { RowShape } from './placeholder-rows';

/**
 * The chosen status and its list, read a page at a time (every row for "all"). Choosing another
 * status shows that list from its first page.
 */
export function useStatusFilter<S extends string, T>(list: (status?: S) => PagedQuery<T>) {
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
  looks,
  filter,
  setFilter,
  items,
  placeholder,
  renderRow,
  exportAs,
  children,
}: ReturnType<typeof useStatusFilter<S, T>> & {
  /** The list's accessible name, plural ("Bookings"); its empty text says it too. */
  label: string;
  /** Each status's chip look, in the order the filter offers them. */
  looks: Record<S, StatusLook>;
  /** What a row looks like before it has come (its height and lines). */
  placeholder: RowShape;
  renderRow: (item: T) => ReactNode;
  /** The export of this list, offered beside its filter with the status chosen. */
  exportAs?: AdminExportName;
  children?: ReactNode;
}) {
  const statuses = statusesOf(looks);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {/* "All" or one status, by its label. */}
        <TextField
          select
          size="small"
          label="Status"
          value={filter}
          onChange={(event) =>
            setFilter(statuses.find((status) => status === event.target.value) ?? 'all')
          }
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
        {exportAs && (
          <ExportButton
            name={exportAs}
            filter={filter === 'all' ? {} : { status: filter }}
            label={label}
          />
        )}
      </Stack>
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
