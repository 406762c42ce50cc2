import type { InboxKind } from '@shared/inbox';

/** The inbox capability's query keys. */
export const inboxKeys = {
  all: ['inbox'] as const,
  /** One kind's items (spam left out). */
  list: (kind: InboxKind) => [...inboxKeys.all, kind] as const,
};
