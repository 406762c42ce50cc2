import { IDEMPOTENCY_HEADER } from '@shared/idempotency';
import { z } from '@shared/zod';
import { apiRequest, type AnswerSchema } from './api-client';
import { appCheckHeader } from './app-check-header';
import { publish } from './events';
import { QUEUED_MESSAGE } from './form/outcome';

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

/** Delivered now: the server's confirmation and its whole answer. */
export interface Sent<T> {
  status: 'sent';
  message: string;
  answer: T;
}

/** A submission that went through: delivered now, or kept by the offline queue to send later. */
export type Submitted<T> = Sent<T> | { status: 'queued'; message: string };

interface Post<T> {
  path: string;
  /** The endpoint's shared response schema. */
  answer: AnswerSchema<T>;
}

/** The endpoint's own answer as `sent`, or (when the queue may keep it) the service worker's. */
function submittedOf<T extends { message: string }>(
  answer: AnswerSchema<T>,
  queueable: boolean,
): AnswerSchema<Submitted<T>> {
  return {
    safeParse(data) {
      if (queueable && queuedAnswerSchema.safeParse(data).success)
        return { success: true, data: { status: 'queued', message: QUEUED_MESSAGE } };
      const parsed = answer.safeParse(data);
      return parsed.success
        ? {
            success: true,
            data: { status: 'sent', message: parsed.data.message, answer: parsed.data },
          }
        : { success: false };
    },
  };
}

/**
 * One form's POST to `path`. It carries an `Idempotency-Key` that belongs to the content: the same
 * body sent again after a failure (or a lost answer, or while the first waits in the offline queue)
 * reuses the key, so the server stores it once; changed content gets a new key, and once the
 * server's own answer arrives the key is spent. Create one per mounted form: the key lives here.
 *
 * A public form (`form`) resolves `sent` or `queued` (the service worker's `202 { queued: true }`)
 * and tells the event bus (`form.sent`). With `queue: false` (a payment: it needs a connection) a
 * queued answer is not accepted. A failure throws ApiError rather than resolving `failed`: the form
 * engine turns it into `failed` with the server's message under its field, and the callers outside
 * the engine (the booking flow) stop at the first throw.
 */
export function createSubmit<T extends { message: string }>(
  post: Post<T> & { form: PublicForm },
): (payload: object) => Promise<Submitted<T>>;
export function createSubmit<T extends { message: string }>(
  post: Post<T> & { queue: false },
): (payload: object) => Promise<Sent<T>>;
export function createSubmit<T extends { message: string }>(
  post: Post<T> & { form?: PublicForm; queue?: false },
): (payload: object) => Promise<Submitted<T>> {
  const answer = submittedOf(post.answer, post.queue !== false);
  let pending: { body: string; key: string } | null = null;
  return async (payload) => {
    const body = JSON.stringify(payload);
    if (pending?.body !== body) pending = { body, key: crypto.randomUUID() };
    const submitted = await apiRequest(post.path, answer, {
      method: 'POST',
      json: payload,
      headers: { ...(await appCheckHeader()), [IDEMPOTENCY_HEADER]: pending.key },
    });
    // Queued is not delivered yet: Send pressed again while it waits must not store it twice.
    if (submitted.status === 'sent') pending = null;
    if (post.form) publish('form.sent', { form: post.form, outcome: submitted.status });
    return submitted;
  };
}
