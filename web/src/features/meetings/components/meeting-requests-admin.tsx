import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { useFunctions } from 'reactfire';
import { MEETING_STATUSES, type MeetingRequestRow } from '@shared/meetings';
import { AppointmentRow } from '@/components/ui/appointments-card';
import { ConfirmDialog, useQuestion } from '@/components/ui/confirm-dialog';
import { MEETING_STATUS_LOOKS, MeetingStatusChip } from '@/components/ui/status-chips';
import { meetingTypeLabel } from '@/lib/meeting-type-label';
import { useRowAction } from '@/lib/use-row-action';
import { localWhen } from '@/lib/visitor-time';
import type { MeetingDecision } from '../api/meeting-requests-admin-api';
import { adminMeetingsQuery, useDecideMeeting } from '../api/meeting-requests-admin-queries';
import { StatusFilteredList, useStatusFilter } from '@/components/ui/status-filter';

const DECIDED: Record<MeetingDecision, string> = {
  accept: 'Meeting accepted: the invitation is on its way.',
  decline: 'Meeting declined: the time is free again.',
};

/** Meeting requests, filtered by status; a requested one is accepted or declined (asked first). */
export function MeetingRequestsAdmin() {
  const functions = useFunctions();
  const filtered = useStatusFilter(useMemo(() => adminMeetingsQuery(functions), [functions]));
  const decideMeeting = useDecideMeeting(functions);
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
      statuses={MEETING_STATUSES}
      looks={MEETING_STATUS_LOOKS}
      empty={(filter) =>
        filter === 'all'
          ? 'No meeting requests yet.'
          : `No ${MEETING_STATUS_LOOKS[filter].label.toLowerCase()} meeting requests.`
      }
      renderRow={(row) => (
        <AppointmentRow
          start={row.start}
          end={row.end}
          title={`${meetingTypeLabel(row.type)} · ${row.name}`}
          details={
            <>
              {row.company ? `${row.email} · ${row.company}` : row.email}
              <br />
              <span style={{ whiteSpace: 'pre-wrap' }}>{row.description}</span>
            </>
          }
          status={<MeetingStatusChip status={row.status} />}
          action={
            row.status === 'requested' && (
              <>
                <Button
                  size="small"
                  variant="contained"
                  disabled={busy === row.id}
                  onClick={() => void decide(row, 'accept')}
                  aria-label={`Accept the meeting with ${row.name}`}
                >
                  Accept
                </Button>
                <Button
                  size="small"
                  color="error"
                  disabled={busy === row.id}
                  onClick={() => declining.ask(row)}
                  aria-label={`Decline the meeting with ${row.name}`}
                >
                  Decline
                </Button>
              </>
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
