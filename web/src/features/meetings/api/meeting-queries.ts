import { fetchMeetingDetails } from './meeting-details';
import { fetchMyMeetings } from './my-meetings';
import { meetingKeys } from './query-keys';

/** The signed-in user's own meeting requests. */
export const myMeetingsQuery = () => ({ queryKey: meetingKeys.mine(), queryFn: fetchMyMeetings });

/** The request a manage link opens: read once per link (reading changes nothing). */
export const meetingDetailsQuery = (id: string, token: string) => ({
  queryKey: meetingKeys.details(id, token),
  queryFn: () => fetchMeetingDetails(id, token),
});
