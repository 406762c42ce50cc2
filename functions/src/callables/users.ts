import { ADMIN_CALLS } from '../shared/admin-calls';
import { listUsers as listUserPage, setUserRole as changeRole } from '../services/users';
import { adminCallable } from './callable';

/** A page of accounts; `search` finds by exact email or by username prefix. */
export const listUsers = adminCallable(ADMIN_CALLS.listUsers, (input) => listUserPage(input));

/** Gives an account a role (claims, revoked tokens, profile, audit record). */
export const setUserRole = adminCallable(ADMIN_CALLS.setUserRole, async (input, adminUid) => {
  const user = await changeRole(input, adminUid);
  return { success: true, message: `Role changed to ${input.role}.`, user };
});
