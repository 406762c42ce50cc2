/** The endorsements capability's query keys. */
export const endorsementKeys = {
  all: ['endorsements'] as const,
  /** The approved list the public page shows (kept for offline). */
  approved: () => [...endorsementKeys.all, 'approved'] as const,
  /** The admin's moderation queue. */
  pending: () => [...endorsementKeys.all, 'pending'] as const,
};
