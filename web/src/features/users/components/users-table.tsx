import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useState, type FormEvent, type ReactNode } from 'react';
import type { AdminUserRow } from '@shared/auth';
import { ROLE_LABELS, ROLES, type Role } from '@shared/roles';
import { LoadMore } from '@/components/ui/paged-list';
import { PlaceholderRows } from '@/components/ui/placeholder-rows';
import { RetryAlert } from '@/components/ui/retry-alert';
import { errorMessage } from '@/lib/error-message';
import { firstPageOnly, rowsOf } from '@/lib/query/paged';
import { toast } from '@/lib/toast';
import { userKeys } from '../api/query-keys';
import { USER_ROW_SHAPE, UsersRowsPlaceholder } from './users-placeholder';
import { useSetRole, useUsers } from '../api/users-queries';

/** Columns folded into the User cell on phones. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } };

/** The table with its head; `children` are its rows. */
function UsersTableFrame({ children }: { children: ReactNode }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Users">
        <TableHead>
          <TableRow>
            <TableCell>User</TableCell>
            <TableCell sx={WIDE_ONLY}>Email</TableCell>
            <TableCell sx={WIDE_ONLY}>Status</TableCell>
            <TableCell>Role</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

const UserRow = memo(function UserRow({
  row,
  self,
  onRole,
}: {
  row: AdminUserRow;
  self: boolean;
  onRole: (row: AdminUserRow, role: Role) => void;
}) {
  const name = row.username || row.email;
  return (
    <TableRow data-uid={row.uid}>
      <TableCell>
        <strong>{row.username || '—'}</strong>
        <br />
        {row.displayName}
        <Box
          component="span"
          sx={{
            display: { xs: 'block', sm: 'none' },
            color: 'text.secondary',
            wordBreak: 'break-all',
          }}
        >
          {row.email}
          {!row.emailVerified && ' · unverified'}
        </Box>
      </TableCell>
      <TableCell sx={{ ...WIDE_ONLY, wordBreak: 'break-all' }}>{row.email}</TableCell>
      <TableCell sx={WIDE_ONLY}>
        <Chip
          size="small"
          label={row.emailVerified ? 'Verified' : 'Unverified'}
          color={row.emailVerified ? 'success' : 'warning'}
          variant="outlined"
        />
      </TableCell>
      <TableCell>
        {/* The browser's own select: light for a page of rows, and at home on a phone. */}
        <TextField
          select
          size="small"
          value={row.role}
          disabled={self}
          onChange={(event) => {
            const role = ROLES.find((option) => option === event.target.value);
            if (role) onRole(row, role);
          }}
          slotProps={{ select: { native: true }, htmlInput: { 'aria-label': `Role of ${name}` } }}
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </TextField>
      </TableCell>
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

  const failed = read.isError && !read.isFetchNextPageError;
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
        <Button type="submit" variant="contained" disabled={read.isFetching}>
          Search
        </Button>
      </Stack>
      {failed ? (
        <RetryAlert severity="error" onRetry={() => void read.refetch()}>
          {errorMessage(read.error)}
        </RetryAlert>
      ) : read.isPending ? (
        <UsersRowsPlaceholder />
      ) : (
        <div>
          <UsersTableFrame>
            {rows.map((row) => (
              <UserRow key={row.uid} row={row} self={row.uid === selfUid} onRole={onRole} />
            ))}
            {read.isFetchingNextPage && (
              <TableRow aria-hidden>
                <TableCell colSpan={4} sx={{ p: 0 }}>
                  <PlaceholderRows shape={USER_ROW_SHAPE} count={1} />
                </TableCell>
              </TableRow>
            )}
            {read.isSuccess && rows.length === 0 && !read.hasNextPage && (
              <TableRow>
                <TableCell colSpan={4}>No users found.</TableCell>
              </TableRow>
            )}
          </UsersTableFrame>
          {read.isSuccess && <LoadMore read={read} shown={rows.length} />}
        </div>
      )}
    </Stack>
  );
}
