import { bookingDocumentSchema, type BookingDocument } from '../shared/bookings';
import { collectionOf } from '../lib/converters';
import type { Holder } from './slot-claims';

/** `bookings/{id}`: paid sessions (written by the server; the booker and admins read them). */
export const bookings = () => collectionOf('bookings', bookingDocumentSchema);

/** How a booking names itself on the calendar cells it claims. */
export const bookingHolder = (id: string): Holder => ({ collection: 'bookings', id });

/**
 * Whether a booking still holds its slot at `nowMs` without being confirmed: unpaid, or paid and
 * awaiting the owner's verification, and its hold not yet lapsed.
 */
export function holdsUnverified(booking: BookingDocument, nowMs: number): boolean {
  return (
    (booking.status === 'pending_payment' || booking.status === 'awaiting_verification') &&
    booking.holdExpiresAt !== null &&
    booking.holdExpiresAt.toMillis() > nowMs
  );
}
