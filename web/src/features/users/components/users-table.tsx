import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useState, type FormEvent } from 'react';
import type { AdminUserRow } from '@shared/auth';
import { ROLE_LABELS, ROLES, type Role } from '@shared/roles';
import { LoadMore } from '@/components/ui/paged-list';
import { PlaceholderRows } from '@/components/ui/placeholder-rows';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SavedCopyNote } from '@/components/ui/saved-copy-note';
import { StatusChip, type StatusLook } from '@/components/ui/status-chips';
import { errorMessage } from '@/lib/error-message';
import { useMediaQuery } from '@/lib/media-query';
import { firstPageOnly, keptCopyTime, readingOverKeptCopy, rowsOf } from '@/lib/query/paged';
import { toast } from '@/lib/toast';
import { userKeys } from '../api/query-keys';
import { useSetRole, useUsers } from '../api/users-queries';
import { USER_ROW_SHAPE, UsersRowsPlaceholder } from './users-placeholder';

const VERIFIED: StatusLook = { label: 'Verified', tone: 'success' };
const UNVERIFIED: StatusLook = { label: 'Unverified', tone: 'warning' };

/** From MUI's `sm` breakpoint on, email, status and role have columns of their own. */
const WIDE = '(min-width: 600px)';

/** The browser's own select, themed: light for a page of rows, and at home on a phone. */
const RoleField = styled('select')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    font: 'inherit',
    color: palette.text.primary,
    backgroundColor: palette.background.paper,
    border: `1px solid ${palette.divider}`,
    borderRadius: (theme.vars ?? theme).shape.borderRadius,
    padding: theme.spacing(1),
    maxWidth: '100%',
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 1 },
    '&:disabled': { color: palette.text.disabled },
  };
});

const UserRow = memo(function UserRow({
  row,
  self,
  wide,
  onRole,
}: {
  row: AdminUserRow;
  self: boolean;
  /** Email, status and role in columns of their own; on a phone they go under the name. */
  wide: boolean;
  onRole: (row: AdminUserRow, role: Role) => void;
}) {
  const name = row.username || row.email;
  const role = (
    <RoleField
      value={row.role}
      disabled={self}
      aria-label={`Role of ${name}`}
      onChange={(event) => {
        const chosen = ROLES.find((option) => option === event.target.value);
        if (chosen) onRole(row, chosen);
      }}
    >
      {ROLES.map((option) => (
        <option key={option} value={option}>
          {ROLE_LABELS[option]}
        </option>
      ))}
    </RoleField>
  );
  return (
    <TableRow data-uid={row.uid}>
      <TableCell>
        <strong>{row.username || '—'}</strong>
        <br />
        {row.displayName}
        {!wide && (
          <>
            <Box
              component="span"
              sx={{ display: 'block', color: 'text.secondary', wordBreak: 'break-all' }}
            >
              {row.email}
              {!row.emailVerified && ' · unverified'}
            </Box>
            <Box sx={{ pt: 1 }}>{role}</Box>
          </>
        )}
      </TableCell>
      {wide && (
        <>
          <TableCell sx={{ wordBreak: 'break-all' }}>{row.email}</TableCell>
          <TableCell>
            <StatusChip look={row.emailVerified ? VERIFIED : UNVERIFIED} />
          </TableCell>
          <TableCell>{role}</TableCell>
        </>
      )}
    </TableRow>
  );
});

/**
 * Accounts with search, a page at a time, and role changes (asked first; through `setUserRole`).
 * A new search starts at its first page.
 */
export function UsersTable({ selfUid }: { selfUid: string }) {
  const client = useQueryClient();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const read = useUsers(search);
  const { mutateAsync: setRole } = useSetRole();
  const rows = rowsOf(read.data);
  const wide = useMediaQuery(WIDE);
  const columns = wide ? 4 : 1;

  const submitSearch = (event: FormEvent): void => {
    event.preventDefault();
    const next = typed.trim();
    firstPageOnly(client, userKeys.list(next));
    setSearch(next);
  };

  const onRole = useCallback(
    (row: AdminUserRow, role: Role): void => {
      const question = `Change ${row.username || row.email} from ${ROLE_LABELS[row.role]} to ${ROLE_LABELS[role]}?`;
      if (!window.confirm(question)) return;
      setRole({ row, role }).then(
        ({ message }) => toast({ title: 'Role updated', description: message }),
        (caught: unknown) =>
          toast({
            title: 'Role change failed',
            description: errorMessage(caught),
            variant: 'destructive',
          }),
      );
    },
    [setRole],
  );

  const keptAt = keptCopyTime(read);
  const failed = read.isError && !read.isFetchNextPageError && !keptAt;
  return (
    <Stack spacing={2}>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        onSubmit={submitSearch}
        role="search"
      >
        <TextField
          label="Search by email or username"
          size="small"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          sx={{ flexGrow: 1 }}
        />
        <Button type="submit" variant="contained">
          Search
        </Button>
      </Stack>
      {failed ? (
        <RetryAlert severity="error" onRetry={() => void read.refetch()}>
          {errorMessage(read.error)}
        </RetryAlert>
      ) : read.isPending || readingOverKeptCopy(read) ? (
        <UsersRowsPlaceholder />
      ) : (
        <div>
          {keptAt && <SavedCopyNote savedAt={keptAt} items="users" />}
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" sx={{ '& caption': { captionSide: 'top' } }}>
              <caption>{search ? `Users matching “${search}”` : 'All users'}</caption>
              <TableHead>
                <TableRow>
                  <TableCell>User</TableCell>
                  {wide && (
                    <>
                      <TableCell>Email</TableCell>
                      <TableCell>Status</TableCell>
                      <TableCell>Role</TableCell>
                    </>
                  )}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <UserRow
                    key={row.uid}
                    row={row}
                    self={row.uid === selfUid}
                    wide={wide}
                    onRole={onRole}
                  />
                ))}
                {read.isFetchingNextPage && (
                  <TableRow aria-hidden>
                    <TableCell colSpan={columns} sx={{ p: 0 }}>
                      <PlaceholderRows shape={USER_ROW_SHAPE} count={1} />
                    </TableCell>
                  </TableRow>
                )}
                {read.isSuccess && rows.length === 0 && !read.hasNextPage && (
                  <TableRow>
                    <TableCell colSpan={columns}>No users found.</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </TableContainer>
          {(read.isSuccess || keptAt) && <LoadMore read={read} shown={rows.length} />}
        </div>
      )}
    </Stack>
  );
}
