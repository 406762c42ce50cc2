import {
  paymentRecordedResponseSchema,
  type Payment,
  type PaymentRecorded,
} from '@shared/payments';
import { createSubmit, type Sent } from '@/lib/submit';

/**
 * `POST /api/process-payment`. Never queued (it is not in the offline queue's list, and a queued
 * answer is refused): without a connection it fails with the "needs a connection" message. The same
 * payment sent again after a failure reuses its Idempotency-Key, so it is recorded once.
 */
export function createPaymentSender(): (payment: Payment) => Promise<Sent<PaymentRecorded>> {
  return createSubmit({
    path: '/api/process-payment',
    queue: false,
    answer: paymentRecordedResponseSchema,
  });
}
