import {
  paymentRecordedResponseSchema,
  type Payment,
  type PaymentRecorded,
} from '@shared/payments';
import { createIdempotentPost } from '@/lib/idempotent-post';

export const PROCESS_PAYMENT_PATH = '/api/process-payment';

/**
 * A sender for `POST /api/process-payment`. Never queued (it is not in the offline queue's list):
 * without a connection it fails with the "needs a connection" message. The same payment sent again
 * after a failure reuses its Idempotency-Key, so it is recorded once.
 */
export function createPaymentSender(): (payment: Payment) => Promise<PaymentRecorded> {
  return createIdempotentPost(PROCESS_PAYMENT_PATH, paymentRecordedResponseSchema);
}
