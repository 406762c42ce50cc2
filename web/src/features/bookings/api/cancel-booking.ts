import { bookingStatusResponseSchema, type BookingStatus } from '@shared/bookings';
import { apiRequest } from '@/lib/api-client';

/**
 * `POST /api/bookings/{id}/cancel` by the signed-in booker. Resolves to the booking's status now;
 * throws ApiError with the server's message when it cannot be cancelled.
 */
export async function cancelBooking(id: string): Promise<BookingStatus> {
  const answer = await apiRequest(
    `/api/bookings/${encodeURIComponent(id)}/cancel`,
    bookingStatusResponseSchema,
    { method: 'POST', json: {} },
  );
  return answer.status;
}
