import { httpsCallable, type Functions } from 'firebase/functions';
import type { AdminUserRow } from '@shared/auth';
import type { Role } from '@shared/roles';

export interface UserPage {
  users: AdminUserRow[];
  nextPageToken: string | null;
}

/** The admin callables (role checked on the server with the caller's ID token). */
export function adminApi(functions: Functions) {
  const list = httpsCallable<{ search?: string; pageToken?: string; pageSize?: number }, UserPage>(
    functions,
    'listUsers',
  );
  const setRole = httpsCallable<
    { uid: string; role: Role },
    { message: string; user: AdminUserRow }
  >(functions, 'setUserRole');
  return {
    listUsers: async (input: { search?: string; pageToken?: string; pageSize?: number }) =>
      (await list(input)).data,
    setUserRole: async (uid: string, role: Role) => (await setRole({ uid, role })).data,
  };
}
