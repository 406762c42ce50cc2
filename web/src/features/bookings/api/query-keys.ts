import type { BookingStatus } from '@shared/bookings';
import { adminListKeys } from '@/lib/query/admin-lists';

/** The bookings capability's query keys. */
export const bookingKeys = {
  all: ['bookings'] as const,
  /** The services and prices as published (`content/services`). */
  catalogue: () => [...bookingKeys.all, 'catalogue'] as const,
  /** The signed-in user's own bookings. */
  mine: () => [...bookingKeys.all, 'mine'] as const,
  /** The admin's lists, one per status filter. */
  ...adminListKeys<BookingStatus>('bookings'),
};
