import { meetingRequestedResponseSchema, type MeetingRequest } from '@shared/meetings';
import { createSubmit, type Submitted } from '@/lib/submit';

export const BOOK_MEETING_PATH = '/api/book-meeting';

type MeetingRequested = Submitted<{ success: true; message: string; id: string }>;

/**
 * `POST /api/book-meeting` (signed in; the session cookie goes with it). One per mounted scheduler,
 * so sending the same request again after a lost answer stores it once. Offline, the service worker
 * keeps it and it resolves `queued`; a slot someone else took is a 409 ApiError.
 */
export function createMeetingRequester(): (payload: MeetingRequest) => Promise<MeetingRequested> {
  return createSubmit({
    path: BOOK_MEETING_PATH,
    form: 'meeting-request',
    answer: meetingRequestedResponseSchema,
  });
}
