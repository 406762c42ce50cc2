import type { AuditLogFilter } from '@shared/audit';

/** The audit capability's query keys. */
export const auditKeys = {
  all: ['audit'] as const,
  /** The admin activity `filter` selects, newest first, read a page at a time. */
  log: (filter: AuditLogFilter = {}) => [...auditKeys.all, 'log', filter] as const,
};
