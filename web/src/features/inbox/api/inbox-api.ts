import type { InboxKind } from '@shared/inbox';
import { adminRequest } from '@/lib/admin-request';
import { pageRequest } from '@/lib/query/admin-lists';

/** Which messages a list shows: one kind's, and only those nobody has opened with `unread`. */
export interface InboxFilter {
  kind: InboxKind;
  unread: boolean;
}

/** Admin calls `listInbox` and `setInboxRead`. */
export const inboxApi = {
  /** The filter's messages after `cursor` (the newest without one), spam left out. */
  page: ({ kind, unread }: InboxFilter, cursor: string | undefined, signal?: AbortSignal) =>
    adminRequest(
      'listInbox',
      { kind, ...(unread ? { unread } : {}), ...pageRequest(cursor) },
      { signal },
    ),
  setRead: async (kind: InboxKind, id: string, read: boolean): Promise<void> => {
    await adminRequest('setInboxRead', { kind, id, read });
  },
};
