import { ADMIN_CALLS } from '../shared/admin-calls';
import { ADMIN_HANDLERS } from '../admin-calls/handlers';
import { adminCallable } from './callable';

export const listUsers = adminCallable(ADMIN_CALLS.listUsers, ADMIN_HANDLERS.listUsers);
export const setUserRole = adminCallable(ADMIN_CALLS.setUserRole, ADMIN_HANDLERS.setUserRole);
