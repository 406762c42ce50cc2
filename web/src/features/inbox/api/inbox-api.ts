import type { InboxKind } from '@shared/inbox';
import { adminRequest } from '@/lib/admin-request';
import { PAGE_SIZE } from '@/lib/query/paged';

/** Admin calls `listInbox` and `setInboxRead`. */
export const inboxApi = {
  /** One kind's messages after `cursor` (the newest without one), spam left out. */
  page: (kind: InboxKind, cursor: string | undefined, signal?: AbortSignal) =>
    adminRequest(
      'listInbox',
      { kind, limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) },
      { signal },
    ),
  setRead: async (kind: InboxKind, id: string, read: boolean): Promise<void> => {
    await adminRequest('setInboxRead', { kind, id, read });
  },
};
