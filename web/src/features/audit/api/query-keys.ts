/** The audit capability's query keys. */
export const auditKeys = {
  all: ['audit'] as const,
  /** The admin activity, newest first, read a page at a time. */
  log: () => [...auditKeys.all, 'log'] as const,
};
