import type { Functions } from 'firebase/functions';
import type { AdminRequest } from '@shared/admin-calls';
import { callAdmin } from './admin-api';

export type PaymentDecision = AdminRequest<'verifyPayment'>['decision'];

/** Admin callables `listPayments` and `verifyPayment`. */
export function paymentsApi(functions: Functions) {
  return {
    /** Awaiting verification first (the server's order). */
    list: async () => (await callAdmin(functions, 'listPayments', {})).items,
    /** `paid` confirms the booking and mails the invitation; `rejected` cancels the booking. */
    verify: async (id: string, decision: PaymentDecision) =>
      (await callAdmin(functions, 'verifyPayment', { id, decision })).status,
  };
}
