import type { BookingRow } from '@shared/bookings';
import { CancellableAppointmentsCard, cancellableWhile } from '@/components/ui/appointments-card';
import { BookingStatusChip } from '@/components/ui/status-chips';
import { heldUntil } from '@/lib/booking-hold';
import { formatMoney } from '@/lib/format-money';
import { localWhen } from '@/lib/visitor-time';
import { cancelBooking } from '../api/cancel-booking';
import { myBookingsQuery } from '../api/booking-queries';
import { bookingKeys } from '../api/query-keys';

/** A booking the visitor can still call off: not cancelled, and not begun yet. */
export const bookingCanBeCancelled = cancellableWhile<BookingRow>([
  'pending_payment',
  'awaiting_verification',
  'confirmed',
]);

/** The signed-in user's paid-session bookings: service, amount, status; Cancel asks first. */
export function MyBookingsCard() {
  return (
    <CancellableAppointmentsCard
      title="Bookings"
      query={myBookingsQuery()}
      items="bookings"
      empty="You have no bookings yet. Book a session in the Availability section."
      describe={(row) => ({
        title: row.serviceName,
        details: [formatMoney(row.amount, row.currency), heldUntil(row)]
          .filter(Boolean)
          .join(' · '),
        status: <BookingStatusChip status={row.status} />,
      })}
      cancel={{
        call: cancelBooking,
        lists: bookingKeys.mine(),
        changes: ['bookings', 'payments', 'availability'],
        allowed: bookingCanBeCancelled,
        label: (row) => `Cancel the ${row.serviceName} booking on ${localWhen(row.start).date}`,
        question: 'Cancel this booking?',
        confirm: 'Cancel booking',
        explain: (row, when) =>
          `${row.serviceName} on ${when.date} at ${when.time} (${formatMoney(row.amount, row.currency)}). The time is offered to others again.`,
        done: (row) => ({ title: 'Booking cancelled', description: row.serviceName }),
        failure: 'Could not cancel the booking',
      }}
    />
  );
}
