import Button from '@mui/material/Button';
import { useState } from 'react';
import type { BookingRow, BookingStatus } from '@shared/bookings';
import {
  AppointmentRow,
  AppointmentsCard,
  AppointmentsEmpty,
} from '@/components/ui/appointments-card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { BookingStatusChip } from '@/components/ui/status-chips';
import { formatMoney } from '@/lib/format-money';
import { toast } from '@/lib/toast';
import { useLoaded } from '@/lib/use-loaded';
import { isAhead, localWhen } from '@/lib/visitor-time';
import { cancelBooking } from '../api/cancel-booking';
import { fetchMyBookings } from '../api/my-bookings';

const OPEN: readonly BookingStatus[] = ['pending_payment', 'awaiting_verification', 'confirmed'];

/** A booking the visitor can still call off: not cancelled, and not begun yet. */
export function bookingCanBeCancelled(row: BookingRow, nowMs = Date.now()): boolean {
  return OPEN.includes(row.status) && isAhead(row.start, nowMs);
}

/** The signed-in user's paid-session bookings: service, amount, status; Cancel asks first. */
export function MyBookingsCard() {
  const bookings = useLoaded(fetchMyBookings);
  // The row asked about stays while the dialog fades out, so its text does not go blank.
  const [asking, setAsking] = useState<BookingRow | null>(null);
  const [open, setOpen] = useState(false);

  const cancel = async (row: BookingRow): Promise<void> => {
    try {
      const status = await cancelBooking(row.id);
      bookings.update((rows) =>
        rows.map((entry) => (entry.id === row.id ? { ...entry, status } : entry)),
      );
      toast({ title: 'Booking cancelled', description: row.serviceName });
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
    <>
      <AppointmentsCard
        title="Bookings"
        items={bookings}
        onRetry={bookings.reload}
        empty={
          <AppointmentsEmpty text="You have no bookings yet. Book a session in the Availability section." />
        }
        renderRow={(row) => (
          <AppointmentRow
            start={row.start}
            end={row.end}
            title={row.serviceName}
            details={formatMoney(row.amount, row.currency)}
            status={<BookingStatusChip status={row.status} />}
            action={
              bookingCanBeCancelled(row) && (
                <Button
                  size="small"
                  color="error"
                  onClick={() => {
                    setAsking(row);
                    setOpen(true);
                  }}
                  aria-label={`Cancel the ${row.serviceName} booking on ${localWhen(row.start).date}`}
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
          ? `${asking.serviceName} on ${when.date} at ${when.time} (${formatMoney(asking.amount, asking.currency)}). The time is offered to others again.`
          : null}
      </ConfirmDialog>
    </>
  );
}
