import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Functions } from 'firebase/functions';
import type { AdminRequest } from '@shared/admin-calls';
import type { AdminUserRow } from '@shared/auth';
import type { Role } from '@shared/roles';
import { changed } from '@/lib/query/capabilities';
import { usersApi } from './users-api';
import { userKeys } from './query-keys';

export const PAGE_SIZE = 20;

type UsersPage = Awaited<ReturnType<ReturnType<typeof usersApi>['list']>>;

/** One page of accounts; while the next one loads, the one shown stays. */
export function useUsersPage(functions: Functions, search: string, pageToken: string | undefined) {
  return useQuery({
    queryKey: userKeys.page(search, pageToken),
    queryFn: () => {
      const request: AdminRequest<'listUsers'> = {
        pageSize: PAGE_SIZE,
        ...(search ? { search } : {}),
        ...(pageToken ? { pageToken } : {}),
      };
      return usersApi(functions).list(request);
    },
    placeholderData: keepPreviousData,
  });
}

/** Changes an account's role: every page showing it shows the server's answer at once. */
export function useSetRole(functions: Functions) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ row, role }: { row: AdminUserRow; role: Role }) =>
      usersApi(functions).setRole(row.uid, role),
    onSuccess: ({ user }) => {
      client.setQueriesData<UsersPage>(
        { queryKey: userKeys.all },
        (page) =>
          page && {
            ...page,
            users: page.users.map((item) => (item.uid === user.uid ? user : item)),
          },
      );
      return changed(client, ['users']);
    },
  });
}
