import {
  listPaymentsRequestSchema,
  listPaymentsResponseSchema,
  paymentStatusResponseSchema,
  verifyPaymentRequestSchema,
} from '../shared/payments';
import { listPayments as list, verifyPayment as verify } from '../services/payments';
import { adminCallable } from './callable';

const REFUSAL = 'Only administrators can verify payments.';

/** Awaiting verification first, then the rest, newest first; or those in one status. */
export const listPayments = adminCallable({
  refusal: REFUSAL,
  request: listPaymentsRequestSchema,
  response: listPaymentsResponseSchema,
  handle: async ({ status }) => ({ items: await list(status) }),
});

/** Paid: the booking is confirmed and its invitation mailed. Rejected: the booking is cancelled. */
export const verifyPayment = adminCallable({
  refusal: REFUSAL,
  request: verifyPaymentRequestSchema,
  response: paymentStatusResponseSchema,
  handle: async (input, adminUid) => ({
    success: true,
    status: await verify(input, adminUid),
  }),
});
