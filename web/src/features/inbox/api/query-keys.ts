import type { InboxKind } from '@shared/inbox';

/** The inbox capability's query keys. */
export const inboxKeys = {
  all: ['inbox'] as const,
  /** One kind's items (spam left out), read a page at a time; its unread ones under it. */
  list: (kind: InboxKind, unread = false) =>
    unread ? ([...inboxKeys.all, kind, 'unread'] as const) : ([...inboxKeys.all, kind] as const),
};
