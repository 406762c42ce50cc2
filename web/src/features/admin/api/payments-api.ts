import type { Functions } from 'firebase/functions';
import {
  listPaymentsResponseSchema,
  paymentStatusResponseSchema,
  type PaymentRow,
  type PaymentStatus,
} from '@shared/payments';
import { callable } from './admin-api';

export type PaymentDecision = 'paid' | 'rejected';

/** Admin callables `listPayments` and `verifyPayment`. */
export function paymentsApi(functions: Functions) {
  const list = callable<{ status?: PaymentStatus }, { items: PaymentRow[] }>(
    functions,
    'listPayments',
    listPaymentsResponseSchema,
  );
  const verify = callable<{ id: string; decision: PaymentDecision }, { status: PaymentStatus }>(
    functions,
    'verifyPayment',
    paymentStatusResponseSchema,
  );
  return {
    /** Awaiting verification first (the server's order). */
    list: async () => (await list({})).items,
    /** `paid` confirms the booking and mails the invitation; `rejected` cancels the booking. */
    verify: async (id: string, decision: PaymentDecision) =>
      (await verify({ id, decision })).status,
  };
}
