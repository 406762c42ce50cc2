import {
  MEETING_TOKEN_HEADER,
  meetingDetailsResponseSchema,
  type MeetingDetails,
} from '@shared/meetings';
import { apiRequest } from '@/lib/api-client';

/**
 * `GET /api/meetings/{id}` with the signed token from the invitation mail, sent in its header
 * (never in the URL, which servers log): the request's type, time and status. Throws ApiError
 * (403 for a link that is not valid or has expired, 404 when there is no such request) with the
 * server's message.
 */
export async function fetchMeetingDetails(id: string, token: string): Promise<MeetingDetails> {
  const answer = await apiRequest(
    `/api/meetings/${encodeURIComponent(id)}`,
    meetingDetailsResponseSchema,
    { headers: { [MEETING_TOKEN_HEADER]: token } },
  );
  return answer.meetingRequest;
}
