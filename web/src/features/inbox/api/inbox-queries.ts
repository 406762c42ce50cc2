import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Functions } from 'firebase/functions';
import type { InboxItem, InboxKind } from '@shared/inbox';
import { changed } from '@/lib/query/capabilities';
import { inboxApi } from './inbox-api';
import { inboxKeys } from './query-keys';

/** The messages of one kind, newest first. */
export function useInbox(functions: Functions, kind: InboxKind) {
  return useQuery({
    queryKey: inboxKeys.list(kind),
    queryFn: () => inboxApi(functions).list(kind),
  });
}

/** Marks an item read or unread: its row shows it at once. */
export function useSetInboxRead(functions: Functions) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ item, read }: { item: InboxItem; read: boolean }) =>
      inboxApi(functions).setRead(item.kind, item.id, read),
    onSuccess: (_nothing, { item, read }) => {
      client.setQueryData<InboxItem[]>(inboxKeys.list(item.kind), (items) =>
        items?.map((entry) => (entry.id === item.id ? { ...entry, read } : entry)),
      );
      return changed(client, ['inbox']);
    },
  });
}
