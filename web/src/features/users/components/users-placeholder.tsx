import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { PAGE_SIZE } from '@/lib/query/paged';

/** Columns folded into the User cell on phones. */
export const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } };

/** A row while it loads: the User cell's lines and the role field's place. */
export function UserRowPlaceholder() {
  return (
    <TableRow aria-hidden>
      <TableCell>
        <Skeleton width="60%" />
        <Skeleton width="40%" />
        <Skeleton width="80%" sx={{ display: { sm: 'none' } }} />
      </TableCell>
      <TableCell sx={WIDE_ONLY}>
        <Skeleton />
      </TableCell>
      <TableCell sx={WIDE_ONLY}>
        <Skeleton variant="rounded" width={80} height={24} />
      </TableCell>
      <TableCell>
        <Skeleton variant="rounded" height={40} />
      </TableCell>
    </TableRow>
  );
}

/** The search form, the table's head and a page of rows while the users' code loads. */
export function UsersPlaceholder() {
  return (
    <Stack spacing={2}>
      <Box sx={{ height: { xs: 88, sm: 40 } }} />
      <UsersTableFrame>
        {Array.from({ length: PAGE_SIZE }, (_unused, index) => (
          <UserRowPlaceholder key={index} />
        ))}
      </UsersTableFrame>
    </Stack>
  );
}

/** The table with its head; `children` are its rows. */
export function UsersTableFrame({ children }: { children: ReactNode }) {
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
