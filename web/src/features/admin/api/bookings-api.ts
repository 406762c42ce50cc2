import type { Functions } from 'firebase/functions';
import {
  bookingStatusResponseSchema,
  listBookingsResponseSchema,
  type BookingRow,
  type BookingStatus,
} from '@shared/bookings';
import { callable } from './admin-api';

/** Admin callables `listBookings` and `cancelBooking`. */
export function bookingsApi(functions: Functions) {
  const list = callable<{ status?: BookingStatus }, { items: BookingRow[] }>(
    functions,
    'listBookings',
    listBookingsResponseSchema,
  );
  const cancel = callable<{ id: string }, { status: BookingStatus }>(
    functions,
    'cancelBooking',
    bookingStatusResponseSchema,
  );
  return {
    /** Every booking, or those with `status`. */
    list: async (status?: BookingStatus) => (await list(status ? { status } : {})).items,
    /** Frees its slots and mails the cancellation. */
    cancel: async (id: string) => (await cancel({ id })).status,
  };
}
