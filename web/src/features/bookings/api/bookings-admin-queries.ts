import type { BookingRow, BookingStatus } from '@shared/bookings';
import { pagedQuery } from '@/lib/query/paged';
import { bookingsAdminApi } from './bookings-admin-api';
import { bookingKeys } from './query-keys';

/** The admin's bookings with `status` (every one without), a page at a time. */
export const adminBookingsQuery = (status?: BookingStatus) =>
  pagedQuery<BookingRow>(bookingKeys.adminList(status), (cursor, signal) =>
    bookingsAdminApi.page(status, cursor, signal),
  );
