import type { BookingStatus } from '@shared/bookings';

/** The bookings capability's query keys. */
export const bookingKeys = {
  all: ['bookings'] as const,
  /** The signed-in user's own bookings. */
  mine: () => [...bookingKeys.all, 'mine'] as const,
  /** The admin's lists, one per status filter. */
  admin: () => [...bookingKeys.all, 'admin'] as const,
  adminList: (status: BookingStatus | undefined) =>
    [...bookingKeys.admin(), { status: status ?? 'all' }] as const,
};
