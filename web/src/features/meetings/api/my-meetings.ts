import { myMeetingRequestsResponseSchema, type MeetingRequestRow } from '@shared/meetings';
import { apiRequest } from '@/lib/api-client';
import { MY_MEETINGS_PATH } from './my-meetings-path';

/** `GET /api/meetings`: the signed-in user's own meeting requests, newest first. */
export async function fetchMyMeetings(): Promise<MeetingRequestRow[]> {
  return (await apiRequest(MY_MEETINGS_PATH, myMeetingRequestsResponseSchema)).meetingRequests;
}
