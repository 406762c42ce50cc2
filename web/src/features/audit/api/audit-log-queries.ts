import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditLogFilter } from '@shared/audit';
import { filteredPagedQuery } from '@/lib/query/admin-lists';
import { auditLogApi } from './audit-log-api';
import { auditKeys } from './query-keys';

/**
 * The admin activity `filter` selects, newest first, a page at a time. Every admin decision marks
 * it changed, so it is read again when next shown.
 */
export const auditLogQuery = filteredPagedQuery(auditKeys.log, auditLogApi.page);

export function useAuditLog(filter: AuditLogFilter) {
  return useInfiniteQuery(auditLogQuery(filter));
}
