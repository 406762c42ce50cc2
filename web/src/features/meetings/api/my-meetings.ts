import { myMeetingRequestsResponseSchema, type MeetingRequestRow } from '@shared/meetings';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/meetings`: the signed-in user's own meeting requests, newest first. */
export async function fetchMyMeetings(): Promise<MeetingRequestRow[]> {
  return (await apiRequest('/api/meetings', myMeetingRequestsResponseSchema)).meetingRequests;
}
