import { useInfiniteQuery } from '@tanstack/react-query';
import type { InboxItem } from '@shared/inbox';
import { filteredPagedQuery } from '@/lib/query/admin-lists';
import { useRowChange } from '@/lib/query/use-row-change';
import { inboxApi, type InboxFilter } from './inbox-api';
import { inboxKeys } from './query-keys';

/** The messages of one kind (or its unread ones), newest first, a page at a time. */
export const inboxQuery = filteredPagedQuery(
  ({ kind, unread }: InboxFilter) => inboxKeys.list(kind, unread),
  inboxApi.page,
);

export function useInbox(filter: InboxFilter) {
  return useInfiniteQuery(inboxQuery(filter));
}

/**
 * Marks an item read or unread: its row shows it at once in every list of its kind (the unread
 * list keeps it, marked read, until it is read again), and nothing else moves.
 */
export function useSetInboxRead() {
  return useRowChange({
    call: ({ item, read }: { item: InboxItem; read: boolean }) =>
      inboxApi.setRead(item.kind, item.id, read),
    lists: ({ item }) => inboxKeys.list(item.kind),
    row: (row: InboxItem, _nothing, { item, read }) =>
      row.id === item.id ? { ...row, read } : row,
    stale: ['inbox'],
  });
}
