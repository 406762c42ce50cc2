import type { MeetingRequestRow } from '@shared/meetings';
import { CancellableAppointmentsCard, cancellableWhile } from '@/components/ui/appointments-card';
import { MeetingStatusChip } from '@/components/ui/status-chips';
import { meetingTypeLabel } from '@/lib/meeting-type-label';
import { localWhen } from '@/lib/visitor-time';
import { cancelMeeting } from '../api/cancel-meeting';
import { myMeetingsQuery } from '../api/meeting-queries';
import { meetingKeys } from '../api/query-keys';

/** A request the visitor can still call off: not declined or cancelled, and not begun yet. */
export const meetingCanBeCancelled = cancellableWhile<MeetingRequestRow>(['requested', 'accepted']);

/** The signed-in user's meeting requests, each with its status; Cancel asks first. */
export function MyMeetingsCard() {
  return (
    <CancellableAppointmentsCard
      title="Meeting requests"
      query={myMeetingsQuery()}
      items="meeting requests"
      empty="You have not requested a meeting yet. Pick a time in the Availability section."
      describe={(row) => ({
        title: meetingTypeLabel(row.type),
        details: row.company ? `${row.name} · ${row.company}` : row.name,
        status: <MeetingStatusChip status={row.status} />,
      })}
      cancel={{
        call: (id) => cancelMeeting(id),
        lists: meetingKeys.mine(),
        changes: ['meetings', 'availability'],
        allowed: meetingCanBeCancelled,
        label: (row) =>
          `Cancel the ${meetingTypeLabel(row.type)} meeting on ${localWhen(row.start).date}`,
        question: 'Cancel this meeting?',
        confirm: 'Cancel meeting',
        explain: (row, when) =>
          `${meetingTypeLabel(row.type)} on ${when.date} at ${when.time}. The owner is told, and the time is offered to others again.`,
        done: () => ({
          title: 'Meeting cancelled',
          description: 'The time is free again for others.',
        }),
        failure: 'Could not cancel the meeting',
      }}
    />
  );
}
