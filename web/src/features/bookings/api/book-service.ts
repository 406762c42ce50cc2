import { serviceBookedResponseSchema, type ServiceBooking } from '@shared/bookings';
import { createSubmitterOf, type Submitted } from '@/lib/submit';
import type { z } from '@shared/zod';

export const BOOK_SERVICE_PATH = '/api/book-service';

export type ServiceBooked = z.infer<typeof serviceBookedResponseSchema>;

/**
 * A sender for `POST /api/book-service` (no sign-in). One per mounted wizard: the same booking sent
 * again reuses its Idempotency-Key, so it is stored once. Offline, the service worker keeps it and
 * it resolves `queued`; a time someone else holds is a 409 ApiError.
 */
export function createServiceBooker(): (
  payload: ServiceBooking,
) => Promise<Submitted<ServiceBooked>> {
  const submit = createSubmitterOf(
    BOOK_SERVICE_PATH,
    'service-booking',
    serviceBookedResponseSchema,
  );
  return (payload) => submit(payload);
}
