import { ListRowPlaceholder, StatusFilteredPlaceholder } from '@/components/ui/paged-list';

/** One booking row while it loads: title, time, details, status and Cancel. */
export function BookingPlaceholder() {
  return <ListRowPlaceholder lines={2} />;
}

/** The bookings before their code has come: the filter's place and a page of rows. */
export function BookingsAdminPlaceholder() {
  return <StatusFilteredPlaceholder row={<BookingPlaceholder />} />;
}
