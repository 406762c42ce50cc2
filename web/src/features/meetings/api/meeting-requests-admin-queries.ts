import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeetingRequestRow, MeetingStatus } from '@shared/meetings';
import { changed } from '@/lib/query/capabilities';
import { changeRows, pagedQuery } from '@/lib/query/paged';
import { meetingRequestsAdminApi, type MeetingDecision } from './meeting-requests-admin-api';
import { meetingKeys } from './query-keys';

/** The admin's meeting requests with `status` (every one without), a page at a time. */
export const adminMeetingsQuery = (status?: MeetingStatus) =>
  pagedQuery<MeetingRequestRow>(meetingKeys.adminList(status), (cursor, signal) =>
    meetingRequestsAdminApi.page(status, cursor, signal),
  );

/**
 * Accepts or declines a request: its row shows the new status at once; the other lists, the
 * owner's free times (a decline frees one) and the activity are read again when next shown.
 */
export function useDecideMeeting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ row, decision }: { row: MeetingRequestRow; decision: MeetingDecision }) =>
      meetingRequestsAdminApi.decide(row.id, decision),
    onSuccess: (status, { row }) => {
      changeRows<MeetingRequestRow>(client, meetingKeys.admin(), (entry) =>
        entry.id === row.id ? { ...entry, status } : entry,
      );
      return changed(client, ['meetings', 'availability', 'audit']);
    },
  });
}
