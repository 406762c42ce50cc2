import type { BookingRow } from '@shared/bookings';
import { AppointmentRow, useAppointmentCancel } from '@/components/ui/appointments-card';
import { BOOKING_STATUS_LOOKS, BookingStatusChip } from '@/components/ui/status-chips';
import { heldUntil } from '@/lib/booking-hold';
import { formatMoney } from '@/lib/format-money';
import { bookingsAdminApi } from '../api/bookings-admin-api';
import { adminBookingsQuery } from '../api/bookings-admin-queries';
import { bookingKeys } from '../api/query-keys';
import { BOOKING_SHAPE } from './bookings-admin-placeholder';
import { StatusFilteredList, useStatusFilter } from '@/components/ui/status-filter';
import { ADMIN_LIST_PARAMS } from '@/lib/admin-list-params';

/**
 * Paid-session bookings, filtered by status, a page at a time, each unconfirmed one with when its hold on the time
 * lapses; one that is not cancelled yet can be (asked first).
 */
export function BookingsAdmin() {
  const filtered = useStatusFilter(adminBookingsQuery, {
    param: ADMIN_LIST_PARAMS.bookingStatus,
    looks: BOOKING_STATUS_LOOKS,
  });
  const { button, dialog } = useAppointmentCancel<BookingRow>({
    call: (id) => bookingsAdminApi.cancel(id),
    lists: bookingKeys.admin(),
    changes: ['bookings', 'payments', 'availability', 'audit'],
    allowed: (row) => row.status !== 'cancelled' && row.status !== 'expired',
    label: (row) => `Cancel ${row.name}'s ${row.serviceName} booking`,
    question: 'Cancel this booking?',
    confirm: 'Cancel booking',
    explain: (row, when) =>
      `${row.name}'s ${row.serviceName} on ${when.date} at ${when.time}. They are told by email, and the time is offered to others again.`,
    done: (row) => ({
      title: 'Booking cancelled',
      description: `${row.serviceName} · ${row.name}`,
    }),
    failure: 'Could not cancel the booking',
  });

  return (
    <StatusFilteredList
      {...filtered}
      label="Bookings"
      exportAs="bookings"
      placeholder={BOOKING_SHAPE}
      renderRow={(row) => (
        <AppointmentRow
          start={row.start}
          end={row.end}
          title={`${row.serviceName} · ${row.name}`}
          details={[row.email, row.company, formatMoney(row.amount, row.currency), heldUntil(row)]
            .filter(Boolean)
            .join(' · ')}
          status={<BookingStatusChip status={row.status} />}
          action={button(row)}
        />
      )}
    >
      {dialog}
    </StatusFilteredList>
  );
}
