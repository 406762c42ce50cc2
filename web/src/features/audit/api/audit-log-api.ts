import { adminRequest } from '@/lib/admin-request';
import { PAGE_SIZE } from '@/lib/query/paged';

/** Admin call `listAuditLog`: the page after `cursor` (the newest without one) of the activity. */
export const auditLogApi = {
  page: (cursor: string | undefined, signal?: AbortSignal) =>
    adminRequest('listAuditLog', { limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) }, { signal }),
};
