import type { Functions } from 'firebase/functions';
import type { InboxKind } from '@shared/inbox';
import { callAdmin } from '@/lib/admin-call';

/** Admin callables `listInbox` and `setInboxRead`. */
export function inboxApi(functions: Functions) {
  return {
    list: async (kind: InboxKind, includeSpam = false) =>
      (await callAdmin(functions, 'listInbox', { kind, includeSpam })).items,
    setRead: async (kind: InboxKind, id: string, read: boolean) => {
      await callAdmin(functions, 'setInboxRead', { kind, id, read });
    },
  };
}
