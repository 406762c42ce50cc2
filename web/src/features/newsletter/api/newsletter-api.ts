import { createdResponseSchema, type Created } from '@shared/api-response';
import {
  NEWSLETTER_INVALID_EMAIL,
  type NewsletterSubscribe,
  type NewsletterUnsubscribe,
  unsubscribedResponseSchema,
} from '@shared/newsletter';
import { z } from '@shared/zod';
import { apiRequest } from '@/lib/api-client';
import { createSubmit, type Submitted } from '@/lib/submit';

/**
 * The sign-up form's own check: an address with an at sign. The server's stricter
 * check (`newsletterSubscribeSchema`) answers in its own words under the field.
 */
export const newsletterFormSchema = z.object({
  email: z
    .string()
    .trim()
    .refine((email) => email.includes('@'), NEWSLETTER_INVALID_EMAIL),
});

/**
 * `POST /api/newsletter/subscribe`. One per mounted form, so pressing Subscribe again after a lost
 * answer reuses the attempt's Idempotency-Key.
 */
export function createSubscribeSender(): (
  payload: NewsletterSubscribe,
) => Promise<Submitted<Created>> {
  return createSubmit({
    path: '/api/newsletter/subscribe',
    form: 'newsletter',
    answer: createdResponseSchema,
  });
}

export const unsubscribe = (input: NewsletterUnsubscribe) =>
  apiRequest('/api/newsletter/unsubscribe', unsubscribedResponseSchema, {
    method: 'POST',
    json: input,
  });
