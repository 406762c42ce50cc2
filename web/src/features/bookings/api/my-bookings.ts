import { myBookingsResponseSchema, type BookingRow } from '@shared/bookings';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/bookings`: the signed-in user's own bookings, newest first. */
export async function fetchMyBookings(): Promise<BookingRow[]> {
  return (await apiRequest('/api/bookings', myBookingsResponseSchema)).bookings;
}
