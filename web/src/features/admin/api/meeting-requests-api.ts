import type { Functions } from 'firebase/functions';
import {
  listMeetingRequestsResponseSchema,
  meetingStatusResponseSchema,
  type MeetingRequestRow,
  type MeetingStatus,
} from '@shared/meetings';
import { callable } from './admin-api';

export type MeetingDecision = 'accept' | 'decline';

/** Admin callables `listMeetingRequests` and `decideMeetingRequest`. */
export function meetingRequestsApi(functions: Functions) {
  const list = callable<{ status?: MeetingStatus }, { items: MeetingRequestRow[] }>(
    functions,
    'listMeetingRequests',
    listMeetingRequestsResponseSchema,
  );
  const decide = callable<{ id: string; decision: MeetingDecision }, { status: MeetingStatus }>(
    functions,
    'decideMeetingRequest',
    meetingStatusResponseSchema,
  );
  return {
    /** Every request, or those with `status`. */
    list: async (status?: MeetingStatus) => (await list(status ? { status } : {})).items,
    /** Accepting mails the invitation; declining frees the slot and mails the cancellation. */
    decide: async (id: string, decision: MeetingDecision) =>
      (await decide({ id, decision })).status,
  };
}
