import { filteredPagedQuery } from '@/lib/query/admin-lists';
import { bookingsAdminApi } from './bookings-admin-api';
import { bookingKeys } from './query-keys';

/** The admin's bookings with `status` (every one without), a page at a time. */
export const adminBookingsQuery = filteredPagedQuery(bookingKeys.adminList, bookingsAdminApi.page);
