import type { Role } from '@shared/roles';
import { adminRequest } from '@/lib/admin-request';
import { PAGE_SIZE } from '@/lib/query/paged';

/** Admin calls `listUsers` and `setUserRole`. */
export const usersApi = {
  /** The page of accounts matching `search` ('' for all) after the page `pageToken` names. */
  page: async (search: string, pageToken: string | undefined, signal?: AbortSignal) => {
    const { users, nextPageToken } = await adminRequest(
      'listUsers',
      { pageSize: PAGE_SIZE, ...(search ? { search } : {}), ...(pageToken ? { pageToken } : {}) },
      { signal },
    );
    return { items: users, nextCursor: nextPageToken };
  },
  setRole: (uid: string, role: Role) => adminRequest('setUserRole', { uid, role }),
};
