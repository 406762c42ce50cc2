import { createdResponseSchema } from '@shared/api-response';
import { IDEMPOTENCY_HEADER } from '@shared/idempotency';
import { z } from '@shared/zod';
import { apiRequest } from './api-client';
import { appCheckHeader } from './app-check-header';
import { publish } from './events';
import { QUEUED_MESSAGE, type Delivery } from './form/outcome';

/** The public forms, as `form.sent` names them. */
export type PublicForm = 'contact' | 'project-inquiry' | 'newsletter' | 'endorsement';

/** The service worker's answer (`202`) when it kept the request to send once back online. */
const queuedAnswerSchema = z.object({ queued: z.literal(true) });
const submissionAnswerSchema = z.union([queuedAnswerSchema, createdResponseSchema]);

/**
 * Sends one public form submission with an `Idempotency-Key`. The key belongs to the content: pressing
 * Send again after a failure (or a lost answer, or while the first one waits in the offline queue)
 * reuses it, so the server stores the message once; changed content is a new submission with a new
 * key. Resolves `sent` or `queued` (and tells the event bus); throws ApiError when it failed.
 * Create one per form.
 */
export function createSubmitter(path: string, form: PublicForm) {
  let pending: { body: string; key: string } | null = null;
  return async function submit(payload: object): Promise<Delivery> {
    const body = JSON.stringify(payload);
    if (pending?.body !== body) pending = { body, key: crypto.randomUUID() };
    const answer = await apiRequest(path, submissionAnswerSchema, {
      method: 'POST',
      json: payload,
      headers: { ...(await appCheckHeader()), [IDEMPOTENCY_HEADER]: pending.key },
    });
    const delivery: Delivery =
      'queued' in answer
        ? { status: 'queued', message: QUEUED_MESSAGE }
        : { status: 'sent', message: answer.message };
    if (delivery.status === 'sent') pending = null;
    publish('form.sent', { form, outcome: delivery.status });
    return delivery;
  };
}
