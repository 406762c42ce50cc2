import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Functions } from 'firebase/functions';
import type { BookingRow } from '@shared/bookings';
import type { PaymentRow } from '@shared/payments';
import { changed } from '@/lib/query/capabilities';
import { paymentsAdminApi, type PaymentDecision } from './payments-admin-api';
import { paymentKeys } from './query-keys';

/** A payment with the booking it pays for (null if that booking is not in the list). */
export type PaymentWithBooking = PaymentRow & { booking: BookingRow | null };

/** Awaiting verification first, otherwise in the server's order (newest first). */
export function verificationOrder(payments: readonly PaymentRow[]): PaymentRow[] {
  const waiting = (payment: PaymentRow) => (payment.status === 'awaiting_verification' ? 0 : 1);
  return [...payments].sort((a, b) => waiting(a) - waiting(b));
}

/** Every payment, awaiting verification first, each with its booking (both lists read at once). */
export function usePaymentsWithBookings(functions: Functions) {
  return useQuery({
    queryKey: paymentKeys.admin(),
    queryFn: async (): Promise<PaymentWithBooking[]> => {
      const api = paymentsAdminApi(functions);
      const [paymentRows, bookingRows] = await Promise.all([api.list(), api.listBookings()]);
      const byId = new Map(bookingRows.map((booking) => [booking.id, booking]));
      return verificationOrder(paymentRows).map((payment) => ({
        ...payment,
        booking: byId.get(payment.bookingId) ?? null,
      }));
    },
  });
}

/**
 * Marks a payment paid or rejected. The payments list is read again at once (the booking's status
 * is the server's to say); the bookings lists and the free times when next shown.
 */
export function useVerifyPayment(functions: Functions) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ payment, decision }: { payment: PaymentRow; decision: PaymentDecision }) =>
      paymentsAdminApi(functions).verify(payment.id, decision),
    onSuccess: () => {
      void changed(client, ['bookings', 'availability']);
      void changed(client, ['payments'], { now: true });
    },
  });
}
