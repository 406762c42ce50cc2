import {
  decideMeetingRequestRequestSchema,
  listMeetingRequestsRequestSchema,
  listMeetingRequestsResponseSchema,
  meetingStatusResponseSchema,
} from '../shared/meetings';
import { MEETING_CALLABLE_SECRETS } from '../lib/secrets';
import { decideMeetingRequest as decide, listMeetingRequests as list } from '../services/meetings';
import { adminCallable } from './callable';

const REFUSAL = 'Only administrators can manage meeting requests.';

/** Newest first, or those in one status. */
export const listMeetingRequests = adminCallable({
  refusal: REFUSAL,
  request: listMeetingRequestsRequestSchema,
  response: listMeetingRequestsResponseSchema,
  handle: async ({ status }) => ({ items: await list(status) }),
});

/** Accept (the invitation is confirmed) or decline (the slot is freed, the invitation cancelled). */
export const decideMeetingRequest = adminCallable({
  refusal: REFUSAL,
  request: decideMeetingRequestRequestSchema,
  response: meetingStatusResponseSchema,
  // An accepted request's mail carries the requester's signed cancel link.
  secrets: MEETING_CALLABLE_SECRETS,
  handle: async (input, adminUid) => ({
    success: true,
    status: await decide(input, adminUid),
  }),
});
