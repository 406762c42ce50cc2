import { adminRequest } from '@/lib/admin-request';
import { pageRequest } from '@/lib/query/admin-lists';

/** Admin call `listAuditLog`: the page after `cursor` (the newest without one) of the activity. */
export const auditLogApi = {
  page: (cursor: string | undefined, signal?: AbortSignal) =>
    adminRequest('listAuditLog', pageRequest(cursor), { signal }),
};
