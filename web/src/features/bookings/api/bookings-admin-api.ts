import type { Functions } from 'firebase/functions';
import type { BookingStatus } from '@shared/bookings';
import { callAdmin } from '@/lib/admin-call';

/** Admin callables `listBookings` and `cancelBooking`. */
export function bookingsAdminApi(functions: Functions) {
  return {
    /** Every booking, or those with `status`. */
    list: async (status?: BookingStatus) =>
      (await callAdmin(functions, 'listBookings', status ? { status } : {})).items,
    /** Frees its slots and mails the cancellation. */
    cancel: async (id: string) => (await callAdmin(functions, 'cancelBooking', { id })).status,
  };
}
