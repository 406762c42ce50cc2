import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditRow } from '@shared/audit';
import { pagedQuery } from '@/lib/query/paged';
import { auditLogApi } from './audit-log-api';
import { auditKeys } from './query-keys';

/**
 * The admin activity, newest first, a page at a time. Every admin decision marks it changed, so
 * it is read again when next shown.
 */
export const auditLogQuery = () =>
  pagedQuery<AuditRow>(auditKeys.log(), (cursor, signal) => auditLogApi.page(cursor, signal));

export function useAuditLog() {
  return useInfiniteQuery(auditLogQuery());
}
