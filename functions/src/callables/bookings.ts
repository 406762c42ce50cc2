import {
  bookingStatusResponseSchema,
  cancelBookingRequestSchema,
  listBookingsRequestSchema,
  listBookingsResponseSchema,
} from '../shared/bookings';
import { cancelBooking as cancel, listBookings as list } from '../services/bookings';
import { adminCallable } from './callable';

const REFUSAL = 'Only administrators can manage bookings.';

/** Newest first, or those in one status. */
export const listBookings = adminCallable({
  refusal: REFUSAL,
  request: listBookingsRequestSchema,
  response: listBookingsResponseSchema,
  handle: async ({ status }) => ({ items: await list(status) }),
});

/** Cancels a booking, frees its slot and tells the booker (a confirmed one's invitation is cancelled). */
export const cancelBooking = adminCallable({
  refusal: REFUSAL,
  request: cancelBookingRequestSchema,
  response: bookingStatusResponseSchema,
  handle: async ({ id }, adminUid) => ({
    success: true,
    status: await cancel(id, { adminUid }),
  }),
});
