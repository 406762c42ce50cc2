import { ADMIN_CALLS } from '../shared/admin-calls';
import { listInbox as inboxItems, setInboxRead as markRead } from '../services/inbox';
import { adminCallable } from './callable';

/** Newest contact messages or project inquiries first; spam only when asked for. */
export const listInbox = adminCallable(ADMIN_CALLS.listInbox, async ({ kind, includeSpam }) => ({
  items: await inboxItems(kind, includeSpam),
}));

export const setInboxRead = adminCallable(ADMIN_CALLS.setInboxRead, async ({ kind, id, read }) => {
  await markRead(kind, id, read);
  return { success: true };
});
