import type { Functions } from 'firebase/functions';
import type { BookingStatus } from '@shared/bookings';
import { bookingsAdminApi } from './bookings-admin-api';
import { fetchMyBookings } from './my-bookings';
import { bookingKeys } from './query-keys';

/** The signed-in user's own bookings. */
export const myBookingsQuery = () => ({ queryKey: bookingKeys.mine(), queryFn: fetchMyBookings });

/** The admin's bookings with `status` (every one without). */
export const adminBookingsQuery = (functions: Functions) => (status?: BookingStatus) => ({
  queryKey: bookingKeys.adminList(status),
  queryFn: () => bookingsAdminApi(functions).list(status),
});
