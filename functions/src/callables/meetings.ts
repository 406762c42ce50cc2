import { ADMIN_CALLS } from '../shared/admin-calls';
import { MEETING_CALLABLE_SECRETS } from '../lib/secrets';
import { decideMeetingRequest as decide, listMeetingRequests as list } from '../services/meetings';
import { adminCallable } from './callable';

/** Newest first, or those in one status. */
export const listMeetingRequests = adminCallable(
  ADMIN_CALLS.listMeetingRequests,
  async ({ status }) => ({ items: await list(status) }),
);

/**
 * Accept (the invitation is confirmed) or decline (the slot is freed, the invitation cancelled).
 * An accepted request's mail carries the requester's signed cancel link.
 */
export const decideMeetingRequest = adminCallable(
  ADMIN_CALLS.decideMeetingRequest,
  async (input, adminUid) => ({ success: true, status: await decide(input, adminUid) }),
  MEETING_CALLABLE_SECRETS,
);
