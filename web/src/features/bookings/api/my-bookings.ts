import { myBookingsResponseSchema, type BookingRow } from '@shared/bookings';
import { apiRequest } from '@/lib/api-client';
import { MY_BOOKINGS_PATH } from './my-bookings-path';

/** `GET /api/bookings`: the signed-in user's own bookings, newest first. */
export async function fetchMyBookings(): Promise<BookingRow[]> {
  return (await apiRequest(MY_BOOKINGS_PATH, myBookingsResponseSchema)).bookings;
}
