import Button from '@mui/material/Button';
import { useState } from 'react';
import type { MeetingRequestRow, MeetingStatus } from '@shared/meetings';
import {
  AppointmentRow,
  AppointmentsCard,
  AppointmentsEmpty,
} from '@/components/ui/appointments-card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { MeetingStatusChip } from '@/components/ui/status-chips';
import { meetingTypeLabel } from '@/lib/meeting-type-label';
import { toast } from '@/lib/toast';
import { useLoaded } from '@/lib/use-loaded';
import { isAhead, localWhen } from '@/lib/visitor-time';
import { cancelMeeting } from '../api/cancel-meeting';
import { fetchMyMeetings } from '../api/my-meetings';

const OPEN: readonly MeetingStatus[] = ['requested', 'accepted'];

/** A request the visitor can still call off: not declined or cancelled, and not begun yet. */
export function meetingCanBeCancelled(row: MeetingRequestRow, nowMs = Date.now()): boolean {
  return OPEN.includes(row.status) && isAhead(row.start, nowMs);
}

/** The signed-in user's meeting requests, each with its status; Cancel asks first. */
export function MyMeetingsCard() {
  const meetings = useLoaded(fetchMyMeetings);
  // The row asked about stays while the dialog fades out, so its text does not go blank.
  const [asking, setAsking] = useState<MeetingRequestRow | null>(null);
  const [open, setOpen] = useState(false);

  const cancel = async (row: MeetingRequestRow): Promise<void> => {
    try {
      const status = await cancelMeeting(row.id);
      meetings.update((rows) =>
        rows.map((entry) => (entry.id === row.id ? { ...entry, status } : entry)),
      );
      toast({ title: 'Meeting cancelled', description: 'The time is free again for others.' });
    } catch (caught) {
      toast({
        title: 'Could not cancel the meeting',
        description: caught instanceof Error ? caught.message : String(caught),
        variant: 'destructive',
      });
    }
  };

  const when = asking ? localWhen(asking.start, asking.end) : null;
  return (
    <>
      <AppointmentsCard
        title="Meeting requests"
        items={meetings}
        onRetry={meetings.reload}
        empty={
          <AppointmentsEmpty text="You have not requested a meeting yet. Pick a time in the Availability section." />
        }
        renderRow={(row) => (
          <AppointmentRow
            start={row.start}
            end={row.end}
            title={meetingTypeLabel(row.type)}
            details={row.company ? `${row.name} · ${row.company}` : row.name}
            status={<MeetingStatusChip status={row.status} />}
            action={
              meetingCanBeCancelled(row) && (
                <Button
                  size="small"
                  color="error"
                  onClick={() => {
                    setAsking(row);
                    setOpen(true);
                  }}
                  aria-label={`Cancel the ${meetingTypeLabel(row.type)} meeting on ${localWhen(row.start).date}`}
                >
                  Cancel
                </Button>
              )
            }
          />
        )}
      />
      <ConfirmDialog
        open={open}
        title="Cancel this meeting?"
        confirmLabel="Cancel meeting"
        cancelLabel="Keep it"
        destructive
        onClose={() => setOpen(false)}
        onConfirm={() => (asking ? cancel(asking) : undefined)}
      >
        {asking && when
          ? `${meetingTypeLabel(asking.type)} on ${when.date} at ${when.time}. The owner is told, and the time is offered to others again.`
          : null}
      </ConfirmDialog>
    </>
  );
}
