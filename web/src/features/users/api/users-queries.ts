import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserRow } from '@shared/auth';
import type { Role } from '@shared/roles';
import { changed } from '@/lib/query/capabilities';
import { changeRows, pagedQuery } from '@/lib/query/paged';
import { usersApi } from './users-api';
import { userKeys } from './query-keys';

/** The accounts matching `search` ('' for all), a page at a time. */
export const usersQuery = (search: string) =>
  pagedQuery<AdminUserRow>(userKeys.list(search), (pageToken, signal) =>
    usersApi.page(search, pageToken, signal),
  );

export function useUsers(search: string) {
  return useInfiniteQuery(usersQuery(search));
}

/**
 * Changes an account's role: every list showing it shows the server's answer at once; the
 * activity is read again when next shown.
 */
export function useSetRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ row, role }: { row: AdminUserRow; role: Role }) =>
      usersApi.setRole(row.uid, role),
    onSuccess: ({ user }) => {
      changeRows<AdminUserRow>(client, userKeys.all, (item) =>
        item.uid === user.uid ? user : item,
      );
      return changed(client, ['users', 'audit']);
    },
  });
}
