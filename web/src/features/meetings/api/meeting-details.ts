import { meetingDetailsResponseSchema, type MeetingDetails } from '@shared/meetings';
import { apiRequest } from '@/lib/api-client';

/**
 * `GET /api/meetings/{id}` with the signed `token` from the invitation mail: the request's type,
 * time and status. Throws ApiError (403 for a link that is not valid, 404 when there is no such
 * request) with the server's message.
 */
export async function fetchMeetingDetails(id: string, token: string): Promise<MeetingDetails> {
  const query = new URLSearchParams({ token });
  const answer = await apiRequest(
    `/api/meetings/${encodeURIComponent(id)}?${query.toString()}`,
    meetingDetailsResponseSchema,
  );
  return answer.meetingRequest;
}
