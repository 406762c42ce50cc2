import { adminCallableNamed } from './by-name';

export const listBookings = adminCallableNamed('listBookings');
export const cancelBooking = adminCallableNamed('cancelBooking');
