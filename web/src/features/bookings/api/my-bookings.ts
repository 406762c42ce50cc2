import { myBookingsResponseSchema, type BookingRow } from '@shared/bookings';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/bookings`: the signed-in user's own bookings, newest first. */

/** Where the signed-in user's own list is read (config/page-reads.ts starts it early on the dashboards). */
export const MY_BOOKINGS_PATH = '/api/bookings';

export async function fetchMyBookings(): Promise<BookingRow[]> {
  return (await apiRequest(MY_BOOKINGS_PATH, myBookingsResponseSchema)).bookings;
}
