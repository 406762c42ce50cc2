import { myMeetingRequestsResponseSchema, type MeetingRequestRow } from '@shared/meetings';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/meetings`: the signed-in user's own meeting requests, newest first. */

/** Where the signed-in user's own list is read (config/page-reads.ts starts it early on the dashboards). */
export const MY_MEETINGS_PATH = '/api/meetings';

export async function fetchMyMeetings(): Promise<MeetingRequestRow[]> {
  return (await apiRequest(MY_MEETINGS_PATH, myMeetingRequestsResponseSchema)).meetingRequests;
}
