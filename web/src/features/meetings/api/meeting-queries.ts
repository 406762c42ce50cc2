import type { QueryFunctionContext } from '@tanstack/react-query';
import { myMeetingRequestsResponseSchema } from '@shared/meetings';
import { KEPT_FOR_ACCOUNT, readKept } from '@/lib/query/kept-offline';
import { fetchMeetingDetails } from './meeting-details';
import { fetchMyMeetings } from './my-meetings';
import { meetingKeys } from './query-keys';

/** The signed-in user's own meeting requests; offline, the list read last, with its time. */
export const myMeetingsQuery = () => ({
  queryKey: meetingKeys.mine(),
  queryFn: (context: QueryFunctionContext) =>
    readKept(context, fetchMyMeetings, myMeetingRequestsResponseSchema.shape.meetingRequests),
  ...KEPT_FOR_ACCOUNT,
});

/** The request a manage link opens: read once per link (reading changes nothing). */
export const meetingDetailsQuery = (id: string, token: string) => ({
  queryKey: meetingKeys.details(id, token),
  queryFn: () => fetchMeetingDetails(id, token),
});
