import type { NewsletterSubscribe, NewsletterUnsubscribe } from '@shared/newsletter';
import { apiRequest } from '@/lib/api-client';
import { createSubmitter, type SubmissionAnswer } from '@/lib/submit';

/**
 * A sender for `POST /api/newsletter/subscribe`. One per mounted form, so pressing Subscribe again
 * after a lost answer reuses the attempt's Idempotency-Key.
 */
export function createSubscribeSender(): (
  payload: NewsletterSubscribe,
) => Promise<SubmissionAnswer> {
  const submit = createSubmitter('/api/newsletter/subscribe');
  return (payload) => submit(payload);
}

export const unsubscribe = (input: NewsletterUnsubscribe) =>
  apiRequest<{ success: true; message: string }>('/api/newsletter/unsubscribe', {
    method: 'POST',
    json: input,
  });
