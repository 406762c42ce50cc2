import type { MeetingRequestRow } from '@shared/meetings';
import { filteredPagedQuery } from '@/lib/query/admin-lists';
import { useStatusDecision } from '@/lib/query/use-row-change';
import { meetingRequestsAdminApi, type MeetingDecision } from './meeting-requests-admin-api';
import { meetingKeys } from './query-keys';

/** The admin's meeting requests with `status` (every one without), a page at a time. */
export const adminMeetingsQuery = filteredPagedQuery(
  meetingKeys.adminList,
  meetingRequestsAdminApi.page,
);

/**
 * Accepts or declines a request: its row shows the new status at once; the other lists, the
 * owner's free times (a decline frees one) and the activity are read again when next shown.
 */
export function useDecideMeeting() {
  return useStatusDecision<MeetingRequestRow, MeetingDecision>({
    decide: meetingRequestsAdminApi.decide,
    lists: meetingKeys.admin(),
    stale: ['meetings', 'availability', 'audit'],
  });
}
