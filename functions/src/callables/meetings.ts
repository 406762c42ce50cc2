import { MEETING_CALLABLE_SECRETS } from '../lib/secrets';
import { adminCallableNamed } from './by-name';

export const listMeetingRequests = adminCallableNamed('listMeetingRequests');
// An accepted request's mail carries the requester's signed cancel link.
export const decideMeetingRequest = adminCallableNamed(
  'decideMeetingRequest',
  MEETING_CALLABLE_SECRETS,
);
