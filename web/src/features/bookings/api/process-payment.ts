import { IDEMPOTENCY_HEADER } from '@shared/idempotency';
import { paymentRecordedResponseSchema, type Payment } from '@shared/payments';
import type { z } from '@shared/zod';
import { apiRequest } from '@/lib/api-client';
import { appCheckHeader } from '@/lib/app-check-header';

export const PROCESS_PAYMENT_PATH = '/api/process-payment';

export type PaymentRecorded = z.infer<typeof paymentRecordedResponseSchema>;

/**
 * A sender for `POST /api/process-payment`. Never queued (it is not in the offline queue's list):
 * without a connection it fails with the "needs a connection" message. The same payment sent again
 * after a failure reuses its Idempotency-Key, so it is recorded once.
 */
export function createPaymentSender(): (payment: Payment) => Promise<PaymentRecorded> {
  let pending: { body: string; key: string } | null = null;
  return async (payment) => {
    const body = JSON.stringify(payment);
    if (pending?.body !== body) pending = { body, key: crypto.randomUUID() };
    const recorded = await apiRequest(PROCESS_PAYMENT_PATH, paymentRecordedResponseSchema, {
      method: 'POST',
      json: payment,
      headers: { ...(await appCheckHeader()), [IDEMPOTENCY_HEADER]: pending.key },
    });
    pending = null;
    return recorded;
  };
}
