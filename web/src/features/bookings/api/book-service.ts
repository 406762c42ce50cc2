import { serviceBookedResponseSchema, type ServiceBooking } from '@shared/bookings';
import { createSubmit, type Submitted } from '@/lib/submit';
import type { z } from '@shared/zod';

export const BOOK_SERVICE_PATH = '/api/book-service';

export type ServiceBooked = z.infer<typeof serviceBookedResponseSchema>;

/**
 * `POST /api/book-service` (no sign-in). One per mounted wizard: the same booking sent again reuses
 * its Idempotency-Key, so it is stored once. Offline, the service worker keeps it and it resolves
 * `queued`; a time someone else holds is a 409 ApiError.
 */
export function createServiceBooker(): (
  payload: ServiceBooking,
) => Promise<Submitted<ServiceBooked>> {
  return createSubmit({
    path: BOOK_SERVICE_PATH,
    form: 'service-booking',
    answer: serviceBookedResponseSchema,
  });
}
