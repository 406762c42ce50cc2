import { fetchMyBookings } from './my-bookings';
import { bookingKeys } from './query-keys';

/** The signed-in user's own bookings. */
export const myBookingsQuery = () => ({ queryKey: bookingKeys.mine(), queryFn: fetchMyBookings });
