import type { ContactMessage } from '@shared/contact';
import type { Delivery } from '@/lib/form/outcome';
import { createSubmitter } from '@/lib/submit';

/**
 * A sender for `POST /api/contact`. Make one per mounted form: it remembers the Idempotency-Key of
 * the last unanswered attempt, so sending the same message again after a failure stores it once.
 */
export function createContactSender(): (payload: ContactMessage) => Promise<Delivery> {
  const submit = createSubmitter('/api/contact', 'contact');
  return (payload) => submit(payload);
}
