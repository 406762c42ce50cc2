import type { AuditLogFilter } from '@shared/audit';
import { adminRequest } from '@/lib/admin-request';
import { pageRequest } from '@/lib/query/admin-lists';

/** Admin call `listAuditLog`: the page after `cursor` (the newest without one) of the activity. */
export const auditLogApi = {
  page: (filter: AuditLogFilter, cursor: string | undefined, signal?: AbortSignal) =>
    adminRequest('listAuditLog', { ...filter, ...pageRequest(cursor) }, { signal }),
};
