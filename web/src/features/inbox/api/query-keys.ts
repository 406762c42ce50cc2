import type { InboxKind } from '@shared/inbox';

/** The inbox capability's query keys. */
export const inboxKeys = {
  all: ['inbox'] as const,
  /** One kind's items (spam left out), read a page at a time. */
  list: (kind: InboxKind) => [...inboxKeys.all, kind] as const,
};
