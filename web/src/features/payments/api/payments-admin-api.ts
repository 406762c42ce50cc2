import type { Functions } from 'firebase/functions';
import type { AdminRequest } from '@shared/admin-calls';
import { callAdmin } from '@/lib/admin-call';

export type PaymentDecision = AdminRequest<'verifyPayment'>['decision'];

/** Admin callables `listPayments` and `verifyPayment`, and `listBookings` for the booking of each payment. */
export function paymentsAdminApi(functions: Functions) {
  return {
    /** Awaiting verification first (the server's order). */
    list: async () => (await callAdmin(functions, 'listPayments', {})).items,
    /** `paid` confirms the booking and mails the invitation; `rejected` cancels the booking. */
    verify: async (id: string, decision: PaymentDecision) =>
      (await callAdmin(functions, 'verifyPayment', { id, decision })).status,
    /** Every booking: what each payment is for, and whether its hold still stands. */
    listBookings: async () => (await callAdmin(functions, 'listBookings', {})).items,
  };
}
