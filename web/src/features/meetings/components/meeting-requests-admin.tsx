import Box from '@mui/material/Box';
import type { MeetingRequestRow } from '@shared/meetings';
import { AppointmentRow } from '@/components/ui/appointments-card';
import { ConfirmDialog, useQuestion } from '@/components/ui/confirm-dialog';
import { DecisionButtons, type Decision } from '@/components/ui/decision-buttons';
import { MEETING_STATUS_LOOKS, MeetingStatusChip } from '@/components/ui/status-chips';
import { StatusFilteredList, useStatusFilter } from '@/components/ui/status-filter';
import { meetingTypeLabel } from '@/lib/meeting-type-label';
import { fetchesAhead } from '@/lib/start/part';
import { useRowAction } from '@/lib/use-row-action';
import { localWhen } from '@/lib/visitor-time';
import type { MeetingDecision } from '../api/meeting-requests-admin-api';
import { adminMeetingsQuery, useDecideMeeting } from '../api/meeting-requests-admin-queries';
import { MEETING_REQUEST_SHAPE } from './meeting-requests-admin-placeholder';
import { ADMIN_LIST_PARAMS } from '@/lib/admin-list-params';

const DECIDED: Record<MeetingDecision, string> = {
  accept: 'Meeting accepted: the invitation is on its way.',
  decline: 'Meeting declined: the time is free again.',
};

// Declining asks first (it frees the time): its dialog's code is fetched as its button is reached.
const asksFirst = fetchesAhead(ConfirmDialog);
const DECISIONS: Decision<MeetingDecision>[] = [
  { decision: 'accept', label: 'Accept', props: { variant: 'contained' } },
  { decision: 'decline', label: 'Decline', props: { color: 'error', ...asksFirst } },
];

/** Meeting requests, filtered by status, a page at a time; a requested one is accepted or declined (asked first). */
export function MeetingRequestsAdmin() {
  const filtered = useStatusFilter(adminMeetingsQuery, {
    param: ADMIN_LIST_PARAMS.meetingStatus,
    looks: MEETING_STATUS_LOOKS,
  });
  const decideMeeting = useDecideMeeting();
  const declining = useQuestion<MeetingRequestRow>();
  const { busy, act: decide } = useRowAction(
    'Could not save the decision',
    async (row: MeetingRequestRow, decision: MeetingDecision) => {
      await decideMeeting.mutateAsync({ row, decision });
      return {
        title: DECIDED[decision],
        description: `${row.name} · ${localWhen(row.start).date}`,
      };
    },
  );

  const asking = declining.asking;
  const when = asking ? localWhen(asking.start, asking.end) : null;
  return (
    <StatusFilteredList
      {...filtered}
      label="Meeting requests"
      placeholder={MEETING_REQUEST_SHAPE}
      renderRow={(row) => (
        <AppointmentRow
          key={row.id}
          start={row.start}
          end={row.end}
          title={`${meetingTypeLabel(row.type)} · ${row.name}`}
          details={
            <>
              <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                {row.company ? `${row.email} · ${row.company}` : row.email}
              </Box>
              {/* Folded: a long message would make the row, and the page, long. */}
              <Box component="details">
                <Box component="summary" sx={{ cursor: 'pointer', width: 'fit-content' }}>
                  Their message
                </Box>
                <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {row.description}
                </Box>
              </Box>
            </>
          }
          status={<MeetingStatusChip status={row.status} />}
          action={
            row.status === 'requested' && (
              <DecisionButtons
                decisions={DECISIONS}
                name={({ label }) => `${label} the meeting with ${row.name}`}
                busy={busy === row.id}
                onDecide={(decision) =>
                  decision === 'accept' ? void decide(row, decision) : declining.ask(row)
                }
              />
            )
          }
        />
      )}
    >
      <ConfirmDialog
        open={declining.open}
        title="Decline this meeting request?"
        confirmLabel="Decline"
        cancelLabel="Back"
        destructive
        onClose={declining.close}
        onConfirm={() => (asking ? decide(asking, 'decline') : undefined)}
      >
        {asking && when
          ? `${asking.name} asked for ${when.date} at ${when.time}. They are told by email, and the time is offered to others again.`
          : null}
      </ConfirmDialog>
    </StatusFilteredList>
  );
}
