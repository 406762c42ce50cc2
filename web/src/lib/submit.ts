import { IDEMPOTENCY_HEADER } from '@shared/idempotency';
import { apiRequest } from './api-client';
import { appCheckHeader } from './app-check-header';

export interface SubmissionAnswer {
  success: true;
  message: string;
  id: string;
}

/**
 * Sends one public form submission with an `Idempotency-Key`. The key belongs to the content: pressing
 * Send again after a failure (or a lost answer) reuses it, so the server stores the message once;
 * changed content is a new submission with a new key. Create one per form.
 */
export function createSubmitter(path: string) {
  let pending: { body: string; key: string } | null = null;
  return async function submit(payload: object): Promise<SubmissionAnswer> {
    const body = JSON.stringify(payload);
    if (pending?.body !== body) pending = { body, key: crypto.randomUUID() };
    const answer = await apiRequest<SubmissionAnswer>(path, {
      method: 'POST',
      json: payload,
      headers: { ...(await appCheckHeader()), [IDEMPOTENCY_HEADER]: pending.key },
    });
    pending = null;
    return answer;
  };
}
