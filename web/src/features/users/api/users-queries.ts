import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminUserRow } from '@shared/auth';
import type { Role } from '@shared/roles';
import { filteredPagedQuery } from '@/lib/query/admin-lists';
import { useRowChange } from '@/lib/query/use-row-change';
import { usersApi } from './users-api';
import { userKeys } from './query-keys';

/** The accounts matching `search` ('' for all), a page at a time. */
export const usersQuery = filteredPagedQuery(userKeys.list, usersApi.page);

export function useUsers(search: string) {
  return useInfiniteQuery(usersQuery(search));
}

/**
 * Changes an account's role: every list showing it shows the server's answer at once; the
 * activity is read again when next shown.
 */
export function useSetRole() {
  return useRowChange({
    call: ({ row, role }: { row: AdminUserRow; role: Role }) => usersApi.setRole(row.uid, role),
    lists: userKeys.all,
    row: (item: AdminUserRow, { user }) => (item.uid === user.uid ? user : item),
    stale: ['users', 'audit'],
  });
}
