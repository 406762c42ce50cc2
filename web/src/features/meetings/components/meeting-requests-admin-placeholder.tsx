import { listRowShape, StatusFilteredPlaceholder } from '@/components/ui/placeholder-rows';

/** A meeting request row before it has come: title, time, contact, the folded message. */
export const MEETING_REQUEST_SHAPE = listRowShape(3);

/** The meeting requests before their code has come: the filter's place and a page of rows. */
export function MeetingRequestsAdminPlaceholder() {
  return <StatusFilteredPlaceholder shape={MEETING_REQUEST_SHAPE} />;
}
