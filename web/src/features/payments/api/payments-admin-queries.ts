import type { BookingRow } from '@shared/bookings';
import type { PaymentRow, PaymentStatus } from '@shared/payments';
import type { StatusListFilter } from '@/lib/query/admin-lists';
import { pagedQuery } from '@/lib/query/paged';
import { useStatusDecision } from '@/lib/query/use-row-change';
import { paymentsAdminApi, type PaymentDecision } from './payments-admin-api';
import { paymentKeys } from './query-keys';

/** A payment with the booking it pays for (null if that booking was not found). */
export type PaymentWithBooking = PaymentRow & { booking: BookingRow | null };

/**
 * The admin's payments with `status` (every one without), in the server's order, a page at a
 * time, each with its booking (the first read of bookings goes out with the payments').
 */
export const adminPaymentsQuery = (filter: StatusListFilter<PaymentStatus>) =>
  pagedQuery<PaymentWithBooking>(paymentKeys.adminList(filter), async (cursor, signal) => {
    const latest = paymentsAdminApi.latestBookings(signal);
    // Awaited below unless the payments' read fails first.
    latest.catch(() => undefined);
    const page = await paymentsAdminApi.page(filter, cursor, signal);
    const ids = new Set(page.items.map((payment) => payment.bookingId));
    const bookings = await paymentsAdminApi.bookings(ids, latest, signal);
    return {
      items: page.items.map((payment) => ({
        ...payment,
        booking: bookings.get(payment.bookingId) ?? null,
      })),
      nextCursor: page.nextCursor,
    };
  });

/**
 * Marks a payment paid or rejected: its row shows the payment's new status at once, and the
 * payments list is read again at once (its booking's status is the server's to say); the bookings
 * lists, the free times and the activity when next shown.
 */
export function useVerifyPayment() {
  return useStatusDecision<PaymentWithBooking, PaymentDecision>({
    decide: paymentsAdminApi.verify,
    lists: paymentKeys.admin(),
    stale: ['bookings', 'availability', 'audit'],
    reread: ['payments'],
  });
}
