import { ListRowPlaceholder, StatusFilteredPlaceholder } from '@/components/ui/paged-list';

/** One meeting request row while it loads: title, time, contact, the folded message, actions. */
export function MeetingRequestPlaceholder() {
  return <ListRowPlaceholder lines={3} />;
}

/** The meeting requests before their code has come: the filter's place and a page of rows. */
export function MeetingRequestsAdminPlaceholder() {
  return <StatusFilteredPlaceholder row={<MeetingRequestPlaceholder />} />;
}
