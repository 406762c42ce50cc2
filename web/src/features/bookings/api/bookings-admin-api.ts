import type { BookingStatus } from '@shared/bookings';
import { adminRequest } from '@/lib/admin-request';
import { pageRequest } from '@/lib/query/admin-lists';

/** Admin calls `listBookings` and `cancelBooking`. */
export const bookingsAdminApi = {
  /** The page after `cursor` (the newest without one) of every booking, or of those with `status`. */
  page: (status: BookingStatus | undefined, cursor: string | undefined, signal?: AbortSignal) =>
    adminRequest('listBookings', pageRequest(cursor, status), { signal }),
  /** Frees its slots and mails the cancellation. */
  cancel: async (id: string) => (await adminRequest('cancelBooking', { id })).status,
};
