import {
  listInboxRequestSchema,
  listInboxResponseSchema,
  setInboxReadRequestSchema,
  setInboxReadResponseSchema,
} from '../shared/inbox';
import { listInbox as inboxItems, setInboxRead as markRead } from '../services/inbox';
import { adminCallable } from './callable';

const REFUSAL = 'Only administrators can read the inbox.';

/** Newest contact messages or project inquiries first; spam only when asked for. */
export const listInbox = adminCallable({
  refusal: REFUSAL,
  request: listInboxRequestSchema,
  response: listInboxResponseSchema,
  handle: async ({ kind, includeSpam }) => ({ items: await inboxItems(kind, includeSpam) }),
});

export const setInboxRead = adminCallable({
  refusal: REFUSAL,
  request: setInboxReadRequestSchema,
  response: setInboxReadResponseSchema,
  handle: async ({ kind, id, read }) => {
    await markRead(kind, id, read);
    return { success: true };
  },
});
