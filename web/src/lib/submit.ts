import { createdResponseSchema } from '@shared/api-response';
import { z } from '@shared/zod';
import type { AnswerSchema } from './api-client';
import { publish } from './events';
import { QUEUED_MESSAGE, type Delivery } from './form/outcome';
import { createIdempotentPost } from './idempotent-post';

/** The public forms, as `form.sent` names them. */
export type PublicForm =
  | 'contact'
  | 'project-inquiry'
  | 'newsletter'
  | 'endorsement'
  | 'meeting-request'
  | 'service-booking';

/** The service worker's answer (`202`) when it kept the request to send once back online. */
const queuedAnswerSchema = z.object({ queued: z.literal(true) });

/** A submission that went through, with the server's whole answer when it was delivered now. */
export type Submitted<T> =
  { status: 'sent'; message: string; answer: T } | { status: 'queued'; message: string };

type Answered<T> = { queued: true } | { queued: false; answer: T };

/** The endpoint's own answer, or the service worker's "queued". */
function answeredOrQueued<T>(schema: AnswerSchema<T>): AnswerSchema<Answered<T>> {
  return {
    safeParse(data) {
      if (queuedAnswerSchema.safeParse(data).success)
        return { success: true, data: { queued: true } };
      const parsed = schema.safeParse(data);
      return parsed.success
        ? { success: true, data: { queued: false, answer: parsed.data } }
        : { success: false };
    },
  };
}

/**
 * Sends one public form submission (`createIdempotentPost`: the server stores it once however often
 * Send is pressed), and parses the endpoint's answer with `answer` (its shared response schema).
 * Resolves `sent` (with the answer) or `queued` (and tells the event bus); throws ApiError when it
 * failed. Create one per form.
 */
export function createSubmitterOf<T extends { message: string }>(
  path: string,
  form: PublicForm,
  answer: AnswerSchema<T>,
) {
  // Queued is not delivered yet: Send pressed again while it waits must not store it twice.
  const post = createIdempotentPost(path, answeredOrQueued(answer), (answered) => !answered.queued);
  return async function submit(payload: object): Promise<Submitted<T>> {
    const answered = await post(payload);
    const submitted: Submitted<T> = answered.queued
      ? { status: 'queued', message: QUEUED_MESSAGE }
      : { status: 'sent', message: answered.answer.message, answer: answered.answer };
    publish('form.sent', { form, outcome: submitted.status });
    return submitted;
  };
}

/** `createSubmitterOf` for the forms that only need to know it went through (`201 { message, id }`). */
export function createSubmitter(path: string, form: PublicForm) {
  const submit = createSubmitterOf(path, form, createdResponseSchema);
  return async function (payload: object): Promise<Delivery> {
    const { status, message } = await submit(payload);
    return { status, message };
  };
}
