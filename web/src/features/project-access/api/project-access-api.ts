import {
  accessCodeSentResponseSchema,
  accessCodeVerifiedResponseSchema,
} from '@shared/project-access';
import { apiRequest } from '@/lib/api-client';
import { appCheckHeader } from '@/lib/app-check-header';

/** `POST /api/verify-code/request`: mails a 6-digit code. Resolves with the server's words. */
export async function requestAccessCode(email: string, honeypot: string): Promise<string> {
  const answer = await apiRequest('/api/verify-code/request', accessCodeSentResponseSchema, {
    method: 'POST',
    json: { email, website: honeypot },
    headers: await appCheckHeader(),
  });
  return answer.message;
}

/** `POST /api/verify-code`: checks the code. Resolves with the server's confirmation. */
export async function verifyAccessCode(email: string, code: string): Promise<string> {
  const answer = await apiRequest('/api/verify-code', accessCodeVerifiedResponseSchema, {
    method: 'POST',
    json: { email, code },
  });
  return answer.message;
}
