import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useFunctions } from 'reactfire';
import type { AdminUserRow } from '@shared/auth';
import { ROLE_LABELS, ROLES, type Role } from '@shared/roles';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useSetRole, useUsersPage } from '../api/users-queries';

/** Columns folded into the User cell on phones. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } };

/** Accounts with search, paging and role changes (through the `setUserRole` callable). */
export function UsersTable({ selfUid }: { selfUid: string }) {
  const functions = useFunctions();
  const [search, setSearch] = useState('');
  // The page being shown: the search it belongs to and the tokens of the pages before it.
  const [query, setQuery] = useState<{ search: string; tokens: (string | undefined)[] }>({
    search: '',
    tokens: [undefined],
  });
  const page = useUsersPage(functions, query.search, query.tokens.at(-1));
  const { mutateAsync: setRole } = useSetRole(functions);
  const rows = page.data?.users ?? [];
  const next = page.data?.nextPageToken ?? null;
  // The page asked for has not answered yet (the one before it stays shown meanwhile).
  const loading = page.isFetching;
  const error = page.isError ? errorMessage(page.error) : null;

  const show = (shown: { search: string; tokens: (string | undefined)[] }): void => setQuery(shown);

  const submitSearch = (event: FormEvent): void => {
    event.preventDefault();
    show({ search: search.trim(), tokens: [undefined] });
  };

  const changeRole = async (row: AdminUserRow, role: Role): Promise<void> => {
    if (
      !window.confirm(
        `Change ${row.username || row.email} from ${ROLE_LABELS[row.role]} to ${ROLE_LABELS[role]}?`,
      )
    )
      return;
    try {
      const { message } = await setRole({ row, role });
      toast({ title: 'Role updated', description: message });
    } catch (caught) {
      toast({
        title: 'Role change failed',
        description: caught instanceof Error ? caught.message : String(caught),
        variant: 'destructive',
      });
    }
  };

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
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ flexGrow: 1 }}
        />
        <Button type="submit" variant="contained" disabled={loading}>
          Search
        </Button>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
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
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.uid} data-uid={row.uid}>
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
                  <Select
                    size="small"
                    value={row.role}
                    disabled={row.uid === selfUid}
                    onChange={(event) => {
                      const role = ROLES.find((option) => option === event.target.value);
                      if (role) void changeRole(row, role);
                    }}
                    inputProps={{ 'aria-label': `Role of ${row.username || row.email}` }}
                  >
                    {ROLES.map((role) => (
                      <MenuItem key={role} value={role}>
                        {ROLE_LABELS[role]}
                      </MenuItem>
                    ))}
                  </Select>
                </TableCell>
              </TableRow>
            ))}
            {rows.length === 0 && !loading && (
              <TableRow>
                <TableCell colSpan={4}>No users found.</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button
          disabled={query.tokens.length <= 1 || loading}
          onClick={() => show({ ...query, tokens: query.tokens.slice(0, -1) })}
        >
          Previous
        </Button>
        <Button
          disabled={!next || loading}
          onClick={() => show({ ...query, tokens: [...query.tokens, next ?? undefined] })}
        >
          Next
        </Button>
      </Stack>
    </Stack>
  );
}
