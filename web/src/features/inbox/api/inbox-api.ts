import type { InboxKind } from '@shared/inbox';
import { adminRequest } from '@/lib/admin-request';
import { pageRequest } from '@/lib/query/admin-lists';

/** Admin calls `listInbox` and `setInboxRead`. */
export const inboxApi = {
  /** One kind's messages after `cursor` (the newest without one), spam left out. */
  page: (kind: InboxKind, cursor: string | undefined, signal?: AbortSignal) =>
    adminRequest('listInbox', { kind, ...pageRequest(cursor) }, { signal }),
  setRead: async (kind: InboxKind, id: string, read: boolean): Promise<void> => {
    await adminRequest('setInboxRead', { kind, id, read });
  },
};
