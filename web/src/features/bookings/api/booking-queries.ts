import type { QueryFunctionContext } from '@tanstack/react-query';
import { myBookingsResponseSchema } from '@shared/bookings';
import { KEPT_FOR_ACCOUNT, readKept } from '@/lib/query/kept-offline';
import { fetchMyBookings } from './my-bookings';
import { bookingKeys } from './query-keys';

/** The signed-in user's own bookings; offline, the list read last, with its time. */
export const myBookingsQuery = () => ({
  queryKey: bookingKeys.mine(),
  queryFn: (context: QueryFunctionContext) =>
    readKept(context, fetchMyBookings, myBookingsResponseSchema.shape.bookings),
  ...KEPT_FOR_ACCOUNT,
});
