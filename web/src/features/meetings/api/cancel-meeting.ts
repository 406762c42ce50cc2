import {
  MEETING_TOKEN_HEADER,
  meetingStatusResponseSchema,
  type MeetingStatus,
} from '@shared/meetings';
import { apiRequest } from '@/lib/api-client';

/**
 * `POST /api/meetings/{id}/cancel`: by its signed-in requester, or with the signed `token` from
 * the invitation mail (in its header). Resolves to the request's status now; throws ApiError
 * (401/403 for a link that is invalid or expired, 404 when there is no such request, 409 when it
 * can no longer be cancelled) with the server's message.
 */
export async function cancelMeeting(id: string, token?: string): Promise<MeetingStatus> {
  const answer = await apiRequest(
    `/api/meetings/${encodeURIComponent(id)}/cancel`,
    meetingStatusResponseSchema,
    {
      method: 'POST',
      json: {},
      ...(token === undefined ? {} : { headers: { [MEETING_TOKEN_HEADER]: token } }),
    },
  );
  return answer.status;
}
