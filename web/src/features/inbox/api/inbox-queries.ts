import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InboxItem, InboxKind } from '@shared/inbox';
import { changed } from '@/lib/query/capabilities';
import { changeRows, pagedQuery } from '@/lib/query/paged';
import { inboxApi } from './inbox-api';
import { inboxKeys } from './query-keys';

/** The messages of one kind, newest first, a page at a time. */
export const inboxQuery = (kind: InboxKind) =>
  pagedQuery<InboxItem>(inboxKeys.list(kind), (cursor, signal) =>
    inboxApi.page(kind, cursor, signal),
  );

export function useInbox(kind: InboxKind) {
  return useInfiniteQuery(inboxQuery(kind));
}

/** Marks an item read or unread: its row shows it at once, and nothing else moves. */
export function useSetInboxRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ item, read }: { item: InboxItem; read: boolean }) =>
      inboxApi.setRead(item.kind, item.id, read),
    onSuccess: (_nothing, { item, read }) => {
      changeRows<InboxItem>(client, inboxKeys.list(item.kind), (row) =>
        row.id === item.id ? { ...row, read } : row,
      );
      return changed(client, ['inbox']);
    },
  });
}
