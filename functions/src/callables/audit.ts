import { ADMIN_CALLS } from '../shared/admin-calls';
import { ADMIN_HANDLERS } from '../admin-calls/handlers';
import { adminCallable } from './callable';

export const listAuditLog = adminCallable(ADMIN_CALLS.listAuditLog, ADMIN_HANDLERS.listAuditLog);
