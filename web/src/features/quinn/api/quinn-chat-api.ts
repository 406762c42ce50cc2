import {
  quinnChatAnswerSchema,
  type QuinnChatAnswer,
  type QuinnChatRequest,
  type QuinnResponse,
} from '@shared/quinn/chat';
import { z } from '@shared/zod';
import { ApiError, apiRequest, type AnswerSchema } from '@/lib/api-client';
import { appCheckHeader } from '@/lib/app-check-header';

/** A 2xx that still says it failed (the endpoint's older form), with or without its words. */
const refusedSchema = z.object({ success: z.literal(false), message: z.string().optional() });
type Refused = z.infer<typeof refusedSchema>;

const answerOrRefusal: AnswerSchema<QuinnChatAnswer | Refused> = {
  safeParse(data) {
    const answer = quinnChatAnswerSchema.safeParse(data);
    if (answer.success) return answer;
    return refusedSchema.safeParse(data);
  },
};

/**
 * `POST /api/quinn-chat`: one message of a conversation, answered by Quinn. Rejects with ApiError:
 * status 0 when the request never reached the server (the page then answers offline), otherwise
 * 'Failed to send message' (a non-2xx answer), the server's words or 'Failed to get response'
 * (an answer that says it failed), or 'Invalid response from server'.
 */
export async function sendQuinnMessage(request: QuinnChatRequest): Promise<QuinnResponse> {
  let answer: QuinnChatAnswer | Refused;
  try {
    answer = await apiRequest('/api/quinn-chat', answerOrRefusal, {
      method: 'POST',
      json: request,
      headers: await appCheckHeader(),
    });
  } catch (error) {
    if (error instanceof ApiError && error.status >= 300)
      throw new ApiError(error.status, 'Failed to send message', error.body);
    throw error;
  }
  if (!answer.success) throw new ApiError(200, answer.message || 'Failed to get response');
  return answer.response;
}
