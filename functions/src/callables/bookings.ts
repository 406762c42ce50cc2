import { ADMIN_CALLS } from '../shared/admin-calls';
import { ADMIN_HANDLERS } from '../admin-calls/handlers';
import { adminCallable } from './callable';

export const listBookings = adminCallable(ADMIN_CALLS.listBookings, ADMIN_HANDLERS.listBookings);
export const cancelBooking = adminCallable(ADMIN_CALLS.cancelBooking, ADMIN_HANDLERS.cancelBooking);
