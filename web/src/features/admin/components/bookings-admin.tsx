import Stack from '@mui/material/Stack';
import { useCallback, useMemo, useState } from 'react';
import { useFunctions } from 'reactfire';
import { BOOKING_STATUSES, type BookingStatus } from '@shared/bookings';
import { AppointmentRow, useAppointmentCancel } from '@/components/ui/appointments-card';
import { LoadedList } from '@/components/ui/loaded-list';
import { BOOKING_STATUS_LABELS, BookingStatusChip } from '@/components/ui/status-chips';
import { formatMoney } from '@/lib/format-money';
import { useLoaded } from '@/lib/use-loaded';
import { bookingsApi } from '../api/bookings-api';
import { StatusFilter } from './status-filter';

/** Paid-session bookings, filtered by status; one that is not cancelled yet can be (asked first). */
export function BookingsAdmin() {
  const functions = useFunctions();
  const api = useMemo(() => bookingsApi(functions), [functions]);
  const [filter, setFilter] = useState<BookingStatus | 'all'>('all');
  const load = useCallback(() => api.list(filter === 'all' ? undefined : filter), [api, filter]);
  const bookings = useLoaded(load);
  const { button, dialog } = useAppointmentCancel(bookings, {
    call: (id) => api.cancel(id),
    allowed: (row) => row.status !== 'cancelled',
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
    <Stack spacing={2}>
      <StatusFilter
        label="Status"
        value={filter}
        statuses={BOOKING_STATUSES}
        labels={BOOKING_STATUS_LABELS}
        onChange={setFilter}
      />
      <LoadedList
        label="Bookings"
        items={bookings}
        onRetry={bookings.reload}
        empty={
          filter === 'all'
            ? 'No bookings yet.'
            : `No bookings that are ${BOOKING_STATUS_LABELS[filter].toLowerCase()}.`
        }
        renderRow={(row) => (
          <AppointmentRow
            start={row.start}
            end={row.end}
            title={`${row.serviceName} · ${row.name}`}
            details={[row.email, row.company, formatMoney(row.amount, row.currency)]
              .filter(Boolean)
              .join(' · ')}
            status={<BookingStatusChip status={row.status} />}
            action={button(row)}
          />
        )}
      />
      {dialog}
    </Stack>
  );
}
