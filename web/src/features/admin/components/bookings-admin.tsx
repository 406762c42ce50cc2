import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useCallback, useMemo, useState } from 'react';
import { useFunctions } from 'reactfire';
import { BOOKING_STATUSES, type BookingRow, type BookingStatus } from '@shared/bookings';
import { AppointmentRow } from '@/components/ui/appointments-card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { BOOKING_STATUS_LABELS, BookingStatusChip } from '@/components/ui/status-chips';
import { formatMoney } from '@/lib/format-money';
import { toast } from '@/lib/toast';
import { useLoaded } from '@/lib/use-loaded';
import { localWhen } from '@/lib/visitor-time';
import { bookingsApi } from '../api/bookings-api';
import { AdminList } from './admin-list';
import { StatusFilter } from './status-filter';

/** Paid-session bookings, filtered by status; one that is not cancelled yet can be (asked first). */
export function BookingsAdmin() {
  const functions = useFunctions();
  const api = useMemo(() => bookingsApi(functions), [functions]);
  const [filter, setFilter] = useState<BookingStatus | 'all'>('all');
  const load = useCallback(() => api.list(filter === 'all' ? undefined : filter), [api, filter]);
  const bookings = useLoaded(load);
  const [asking, setAsking] = useState<BookingRow | null>(null);
  const [open, setOpen] = useState(false);

  const cancel = async (row: BookingRow): Promise<void> => {
    try {
      const status = await api.cancel(row.id);
      bookings.update((rows) =>
        rows.map((entry) => (entry.id === row.id ? { ...entry, status } : entry)),
      );
      toast({ title: 'Booking cancelled', description: `${row.serviceName} · ${row.name}` });
    } catch (caught) {
      toast({
        title: 'Could not cancel the booking',
        description: caught instanceof Error ? caught.message : String(caught),
        variant: 'destructive',
      });
    }
  };

  const when = asking ? localWhen(asking.start, asking.end) : null;
  return (
    <Stack spacing={2}>
      <StatusFilter
        label="Status"
        value={filter}
        statuses={BOOKING_STATUSES}
        labels={BOOKING_STATUS_LABELS}
        onChange={setFilter}
      />
      <AdminList
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
            action={
              row.status !== 'cancelled' && (
                <Button
                  size="small"
                  color="error"
                  onClick={() => {
                    setAsking(row);
                    setOpen(true);
                  }}
                  aria-label={`Cancel ${row.name}'s ${row.serviceName} booking`}
                >
                  Cancel
                </Button>
              )
            }
          />
        )}
      />
      <ConfirmDialog
        open={open}
        title="Cancel this booking?"
        confirmLabel="Cancel booking"
        cancelLabel="Keep it"
        destructive
        onClose={() => setOpen(false)}
        onConfirm={() => (asking ? cancel(asking) : undefined)}
      >
        {asking && when
          ? `${asking.name}'s ${asking.serviceName} on ${when.date} at ${when.time}. They are told by email, and the time is offered to others again.`
          : null}
      </ConfirmDialog>
    </Stack>
  );
}
