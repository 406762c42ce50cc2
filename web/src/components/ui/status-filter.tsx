import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminExportName } from '@shared/admin-exports';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { instantParam, rangeParamsOf } from '@/lib/admin-list-params';
import type { StatusListFilter } from '@/lib/query/admin-lists';
import { formatInstant, SHOWN } from '@/lib/visitor-time';
import { firstPageOnly, PAGE_SIZE, PAGE_SIZES, type PagedQuery } from '@/lib/query/paged';
import { ExportButton } from './export-button';
import { statusesOf, type StatusLook } from './status-chips';
import { PagedList } from './paged-list';
import type { RowShape } from './placeholder-rows';

/** The address's parameter holding how many rows a page of the admin lists shows. */
export const ROWS_PARAM = 'rows';

/**
 * The chosen status and page size and their list, read a page at a time (every row for "all"),
 * kept in the address (`?bookingStatus=confirmed&rows=50`), so a reload or a shared link shows the
 * same rows. Choosing another status or size shows that list from its first page. `param` names
 * this list's status in the address: each list has its own, so another tab keeps its choice.
 */
export function useStatusFilter<S extends string, T>(
  list: (filter: StatusListFilter<S>) => PagedQuery<T>,
  { param, looks }: { param: string; looks: Record<S, StatusLook> },
) {
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const statuses = statusesOf(looks);
  const filter: S | 'all' = statuses.find((status) => status === params.get(param)) ?? 'all';
  const rows = PAGE_SIZES.find((size) => String(size) === params.get(ROWS_PARAM)) ?? PAGE_SIZE;
  const rangeParams = rangeParamsOf(param);
  const from = instantParam(params.get(rangeParams.from));
  const to = instantParam(params.get(rangeParams.to));
  const range = from || to ? { from, to } : undefined;
  const optionsFor = (value: S | 'all', limit: number) =>
    list({ status: value === 'all' ? undefined : value, limit, from, to });
  const items = useInfiniteQuery(optionsFor(filter, rows));
  const choose = (value: S | 'all', limit: number): void => {
    firstPageOnly(client, optionsFor(value, limit).queryKey);
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === 'all') next.delete(param);
        else next.set(param, value);
        if (limit === PAGE_SIZE) next.delete(ROWS_PARAM);
        else next.set(ROWS_PARAM, String(limit));
        return next;
      },
      { replace: true },
    );
  };
  const showAllDates = (): void =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(rangeParams.from);
        next.delete(rangeParams.to);
        return next;
      },
      { replace: true },
    );
  return {
    filter,
    range,
    showAllDates,
    setFilter: (value: S | 'all') => choose(value, rows),
    rows,
    setRows: (limit: number) => choose(filter, limit),
    looks,
    items,
  };
}

/** "Made from 1 Dec 2026, 00:00 until 1 Jan 2027, 00:00", in the admin's time zone. */
function rangeInWords({ from, to }: { from?: string | undefined; to?: string | undefined }) {
  const at = (instant: string): string => formatInstant(new Date(instant), SHOWN.moment);
  return ['Made', from ? `from ${at(from)}` : undefined, to ? `until ${at(to)}` : undefined]
    .filter(Boolean)
    .join(' ');
}

/**
 * An admin list with its status filter above it, read a page at a time; `children` (such as the
 * dialog its rows open) come after it.
 */
export function StatusFilteredList<S extends string, T extends { id: string }>({
  label,
  looks,
  filter,
  range,
  showAllDates,
  setFilter,
  rows,
  setRows,
  items,
  placeholder,
  renderRow,
  exportAs,
  children,
}: ReturnType<typeof useStatusFilter<S, T>> & {
  /** The list's accessible name, plural ("Bookings"); its empty text says it too. */
  label: string;
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
      {/* One row from `sm` on; on a phone the status above the size and the export, so the
          controls are as high as their placeholder (STATUS_FILTER_HEIGHT) whatever fits. */}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'center',
          justifyItems: 'start',
          gridTemplateColumns: { xs: '1fr 1fr', sm: '200px 120px auto' },
          justifyContent: 'start',
        }}
      >
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
          fullWidth
          sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
        >
          <option value="all">All</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {looks[status].label}
            </option>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Rows per page"
          value={rows}
          onChange={(event) =>
            setRows(PAGE_SIZES.find((size) => String(size) === event.target.value) ?? PAGE_SIZE)
          }
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          fullWidth
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </TextField>
        {exportAs && (
          <ExportButton
            name={exportAs}
            filter={{
              ...(filter === 'all' ? {} : { status: filter }),
              ...(range?.from ? { from: range.from } : {}),
              ...(range?.to ? { to: range.to } : {}),
            }}
            label={label}
          />
        )}
      </Box>
      {range && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            {rangeInWords(range)}
          </Typography>
          <Button size="small" onClick={showAllDates}>
            Show all dates
          </Button>
        </Stack>
      )}
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
