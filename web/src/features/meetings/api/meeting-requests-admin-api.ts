import type { Functions } from 'firebase/functions';
import type { AdminRequest } from '@shared/admin-calls';
import type { MeetingStatus } from '@shared/meetings';
import { callAdmin } from '@/lib/admin-call';

export type MeetingDecision = AdminRequest<'decideMeetingRequest'>['decision'];

/** Admin callables `listMeetingRequests` and `decideMeetingRequest`. */
export function meetingRequestsAdminApi(functions: Functions) {
  return {
    /** Every request, or those with `status`. */
    list: async (status?: MeetingStatus) =>
      (await callAdmin(functions, 'listMeetingRequests', status ? { status } : {})).items,
    /** Accepting mails the invitation; declining frees the slot and mails the cancellation. */
    decide: async (id: string, decision: MeetingDecision) =>
      (await callAdmin(functions, 'decideMeetingRequest', { id, decision })).status,
  };
}
