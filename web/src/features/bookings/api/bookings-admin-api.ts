import type { BookingStatus } from '@shared/bookings';
import { adminRequest } from '@/lib/admin-request';
import { listRequest, type StatusListFilter } from '@/lib/query/admin-lists';

/** Admin calls `listBookings` and `cancelBooking`. */
export const bookingsAdminApi = {
  /** The page after `cursor` (the newest without one) of every booking, or of those with `status`. */
  page: (
    filter: StatusListFilter<BookingStatus>,
    cursor: string | undefined,
    signal?: AbortSignal,
  ) => adminRequest('listBookings', listRequest(filter, cursor), { signal }),
  /** Frees its slots and mails the cancellation. */
  cancel: async (id: string) => (await adminRequest('cancelBooking', { id })).status,
};
