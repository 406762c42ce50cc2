import type { Functions } from 'firebase/functions';
import type { AdminRequest } from '@shared/admin-calls';
import type { Role } from '@shared/roles';
import { callAdmin } from '@/lib/admin-call';

/** Admin callables `listUsers` and `setUserRole`. */
export function usersApi(functions: Functions) {
  return {
    list: (input: AdminRequest<'listUsers'>) => callAdmin(functions, 'listUsers', input),
    setRole: (uid: string, role: Role) => callAdmin(functions, 'setUserRole', { uid, role }),
  };
}
