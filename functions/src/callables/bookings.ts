import { ADMIN_CALLS } from '../shared/admin-calls';
import { settleLapsedHolds } from '../services/booking-lapses';
import { cancelBooking as cancel, listBookings as list } from '../services/bookings';
import { adminCallable } from './callable';

/** Newest first, or those in one status; lapsed verification holds are settled first. */
export const listBookings = adminCallable(ADMIN_CALLS.listBookings, async ({ status }) => {
  await settleLapsedHolds();
  return { items: await list(status) };
});

/** Cancels a booking, frees its slot and tells the booker (a confirmed one's invitation is cancelled). */
export const cancelBooking = adminCallable(ADMIN_CALLS.cancelBooking, async ({ id }, adminUid) => ({
  success: true,
  status: await cancel(id, { adminUid }),
}));
