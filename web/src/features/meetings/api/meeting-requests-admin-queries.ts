import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Functions } from 'firebase/functions';
import type { MeetingRequestRow, MeetingStatus } from '@shared/meetings';
import { changed } from '@/lib/query/capabilities';
import { meetingRequestsAdminApi, type MeetingDecision } from './meeting-requests-admin-api';
import { meetingKeys } from './query-keys';

/** The admin's meeting requests with `status` (every one without). */
export const adminMeetingsQuery = (functions: Functions) => (status?: MeetingStatus) => ({
  queryKey: meetingKeys.adminList(status),
  queryFn: () => meetingRequestsAdminApi(functions).list(status),
});

/**
 * Accepts or declines a request: its row shows the new status at once; the other lists, and the
 * owner's free times (a decline frees one), are read again when next shown.
 */
export function useDecideMeeting(functions: Functions) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ row, decision }: { row: MeetingRequestRow; decision: MeetingDecision }) =>
      meetingRequestsAdminApi(functions).decide(row.id, decision),
    onSuccess: (status, { row }) => {
      client.setQueriesData<MeetingRequestRow[]>({ queryKey: meetingKeys.admin() }, (rows) =>
        rows?.map((entry) => (entry.id === row.id ? { ...entry, status } : entry)),
      );
      return changed(client, ['meetings', 'availability']);
    },
  });
}
