import { listRowShape, StatusFilteredPlaceholder } from '@/components/ui/placeholder-rows';

/** A booking row before it has come: title, time, details. */
export const BOOKING_SHAPE = listRowShape(2);

/** The bookings before their code has come: the filter's place and a page of rows. */
export function BookingsAdminPlaceholder() {
  return <StatusFilteredPlaceholder shape={BOOKING_SHAPE} />;
}
