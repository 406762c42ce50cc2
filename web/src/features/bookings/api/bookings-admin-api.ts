import type { BookingStatus } from '@shared/bookings';
import { adminRequest } from '@/lib/admin-request';
import { PAGE_SIZE } from '@/lib/query/paged';

/** Admin calls `listBookings` and `cancelBooking`. */
export const bookingsAdminApi = {
  /** The page after `cursor` (the newest without one) of every booking, or of those with `status`. */
  page: (
    status: BookingStatus | undefined,
    cursor: string | undefined,
    signal?: AbortSignal,
    limit = PAGE_SIZE,
  ) =>
    adminRequest(
      'listBookings',
      { limit, ...(status ? { status } : {}), ...(cursor ? { cursor } : {}) },
      { signal },
    ),
  /** Frees its slots and mails the cancellation. */
  cancel: async (id: string) => (await adminRequest('cancelBooking', { id })).status,
};
