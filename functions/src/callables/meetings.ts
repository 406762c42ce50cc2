import { ADMIN_CALLS } from '../shared/admin-calls';
import { ADMIN_HANDLERS } from '../admin-calls/handlers';
import { MEETING_CALLABLE_SECRETS } from '../lib/secrets';
import { adminCallable } from './callable';

export const listMeetingRequests = adminCallable(
  ADMIN_CALLS.listMeetingRequests,
  ADMIN_HANDLERS.listMeetingRequests,
);
// An accepted request's mail carries the requester's signed cancel link.
export const decideMeetingRequest = adminCallable(
  ADMIN_CALLS.decideMeetingRequest,
  ADMIN_HANDLERS.decideMeetingRequest,
  MEETING_CALLABLE_SECRETS,
);
