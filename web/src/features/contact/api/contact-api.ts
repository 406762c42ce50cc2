import { createdResponseSchema, type Created } from '@shared/api-response';
import type { ContactMessage } from '@shared/contact';
import { createSubmit, type Submitted } from '@/lib/submit';

/** `POST /api/contact`, one per mounted form (it keeps the form's Idempotency-Key). */
export function createContactSender(): (payload: ContactMessage) => Promise<Submitted<Created>> {
  return createSubmit({ path: '/api/contact', form: 'contact', answer: createdResponseSchema });
}
