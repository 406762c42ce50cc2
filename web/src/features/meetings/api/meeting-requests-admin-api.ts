import type { AdminRequest } from '@shared/admin-calls';
import type { MeetingStatus } from '@shared/meetings';
import { adminRequest } from '@/lib/admin-request';
import { pageRequest, type StatusListFilter } from '@/lib/query/admin-lists';

export type MeetingDecision = AdminRequest<'decideMeetingRequest'>['decision'];

/** Admin calls `listMeetingRequests` and `decideMeetingRequest`. */
export const meetingRequestsAdminApi = {
  /** The page after `cursor` (the newest without one) of every request, or of those with `status`. */
  page: (
    { status, limit }: StatusListFilter<MeetingStatus>,
    cursor: string | undefined,
    signal?: AbortSignal,
  ) => adminRequest('listMeetingRequests', pageRequest(cursor, status, limit), { signal }),
  /** Accepting mails the invitation; declining frees the slot and mails the cancellation. */
  decide: async (id: string, decision: MeetingDecision) =>
    (await adminRequest('decideMeetingRequest', { id, decision })).status,
};
