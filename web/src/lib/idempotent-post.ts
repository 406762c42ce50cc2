import { IDEMPOTENCY_HEADER } from '@shared/idempotency';
import { apiRequest, type AnswerSchema } from './api-client';
import { appCheckHeader } from './app-check-header';

/**
 * A sender of POSTs to `path` with an `Idempotency-Key` that belongs to the content: sending the
 * same body again after a failure (or a lost answer, or while the first one waits in the offline
 * queue) reuses the key, so the server stores it once; changed content is a new request with a new
 * key. Once `delivered` says an answer is the server's own, the key is spent: the same content sent
 * after that is new. Answers are parsed with `answer`; failures throw ApiError. Create one per form.
 */
export function createIdempotentPost<T>(
  path: string,
  answer: AnswerSchema<T>,
  delivered: (answered: T) => boolean = () => true,
): (payload: object) => Promise<T> {
  let pending: { body: string; key: string } | null = null;
  return async (payload) => {
    const body = JSON.stringify(payload);
    if (pending?.body !== body) pending = { body, key: crypto.randomUUID() };
    const answered = await apiRequest(path, answer, {
      method: 'POST',
      json: payload,
      headers: { ...(await appCheckHeader()), [IDEMPOTENCY_HEADER]: pending.key },
    });
    if (delivered(answered)) pending = null;
    return answered;
  };
}
