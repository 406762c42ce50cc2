import type { AdminRequest } from '@shared/admin-calls';
import type { MeetingStatus } from '@shared/meetings';
import { adminRequest } from '@/lib/admin-request';
import { listRequest, type StatusListFilter } from '@/lib/query/admin-lists';

export type MeetingDecision = AdminRequest<'decideMeetingRequest'>['decision'];

/** Admin calls `listMeetingRequests` and `decideMeetingRequest`. */
export const meetingRequestsAdminApi = {
  /** The page after `cursor` (the newest without one) of every request, or of those with `status`. */
  page: (
    filter: StatusListFilter<MeetingStatus>,
    cursor: string | undefined,
    signal?: AbortSignal,
  ) => adminRequest('listMeetingRequests', listRequest(filter, cursor), { signal }),
  /** Accepting mails the invitation; declining frees the slot and mails the cancellation. */
  decide: async (id: string, decision: MeetingDecision) =>
    (await adminRequest('decideMeetingRequest', { id, decision })).status,
};
