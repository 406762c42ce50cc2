import {
  listUsersRequestSchema,
  listUsersResponseSchema,
  roleChangedResponseSchema,
  setUserRoleRequestSchema,
} from '../shared/auth';
import { listUsers as listUserPage, setUserRole as changeRole } from '../services/users';
import { adminCallable } from './callable';

const REFUSAL = 'Only administrators can manage users.';

/** A page of accounts; `search` finds by exact email or by username prefix. */
export const listUsers = adminCallable({
  refusal: REFUSAL,
  request: listUsersRequestSchema,
  response: listUsersResponseSchema,
  handle: (input) => listUserPage(input),
});

/** Gives an account a role (claims, revoked tokens, profile, audit record). */
export const setUserRole = adminCallable({
  refusal: REFUSAL,
  request: setUserRoleRequestSchema,
  response: roleChangedResponseSchema,
  handle: async (input, adminUid) => {
    const user = await changeRole(input, adminUid);
    return { success: true, message: `Role changed to ${input.role}.`, user };
  },
});
