import { useInfiniteQuery } from '@tanstack/react-query';
import type { InboxItem, InboxKind } from '@shared/inbox';
import { filteredPagedQuery } from '@/lib/query/admin-lists';
import { useRowChange } from '@/lib/query/use-row-change';
import { inboxApi } from './inbox-api';
import { inboxKeys } from './query-keys';

/** The messages of one kind, newest first, a page at a time. */
export const inboxQuery = filteredPagedQuery(inboxKeys.list, inboxApi.page);

export function useInbox(kind: InboxKind) {
  return useInfiniteQuery(inboxQuery(kind));
}

/** Marks an item read or unread: its row shows it at once, and nothing else moves. */
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
