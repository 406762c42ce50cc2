import { ADMIN_CALLS } from '../shared/admin-calls';
import { settleLapsedHolds } from '../services/booking-lapses';
import { listPayments as list, verifyPayment as verify } from '../services/payments';
import { adminCallable } from './callable';

/**
 * Awaiting verification first, then the rest, newest first; or those in one status. Lapsed
 * verification holds are settled first, so the bookings beside the payments show them.
 */
export const listPayments = adminCallable(ADMIN_CALLS.listPayments, async ({ status }) => {
  await settleLapsedHolds();
  return { items: await list(status) };
});

/** Paid: the booking is confirmed and its invitation mailed. Rejected: the booking is cancelled. */
export const verifyPayment = adminCallable(ADMIN_CALLS.verifyPayment, async (input, adminUid) => ({
  success: true,
  status: await verify(input, adminUid),
}));
