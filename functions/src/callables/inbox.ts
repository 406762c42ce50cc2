import { ADMIN_CALLS } from '../shared/admin-calls';
import { ADMIN_HANDLERS } from '../admin-calls/handlers';
import { adminCallable } from './callable';

export const listInbox = adminCallable(ADMIN_CALLS.listInbox, ADMIN_HANDLERS.listInbox);
export const setInboxRead = adminCallable(ADMIN_CALLS.setInboxRead, ADMIN_HANDLERS.setInboxRead);
