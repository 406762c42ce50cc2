import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import type { MeetingDetails, MeetingStatus } from '@shared/meetings';
import { BusyButton } from '@/components/ui/busy-button';
import { MailLinkPage } from '@/components/ui/mail-link-page';
import { MeetingStatusChip } from '@/components/ui/status-chips';
import { AVAILABILITY_LINK } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { meetingTypeLabel } from '@/lib/meeting-type-label';
import { changed } from '@/lib/query/capabilities';
import { toast } from '@/lib/toast';
import { localWhen } from '@/lib/visitor-time';
import { cancelMeeting } from '../api/cancel-meeting';
import { meetingDetailsQuery } from '../api/meeting-queries';
import { fragmentToken, readManageLink } from '../manage-link';

export const INVALID_LINK_MESSAGE =
  'This link is invalid or has expired. Please use the link in your most recent invitation email, or book a new time.';
export const ALREADY_CANCELLED_MESSAGE = 'This meeting was already cancelled.';
// Said also when it was cancelled before (the server answers a repeat the same way): true either way.
export const CANCELLED_MESSAGE =
  'This meeting is cancelled and its time is free for others. The owner knows, and a calendar cancellation goes to your email.';

/** The two buttons: cancel and stay on this page, or cancel and go on to pick another time. */
const CHOICES = [
  { next: 'stay', label: 'Cancel this meeting', variant: 'contained', color: 'error' },
  { next: 'rebook', label: 'Pick another time', variant: 'outlined', color: 'primary' },
] as const;

type ManageState =
  | { kind: 'ready' }
  | { kind: 'working'; next: 'stay' | 'rebook' }
  | { kind: 'cancelled' }
  | { kind: 'invalid' }
  | { kind: 'closed'; message: string }
  | { kind: 'failed'; message: string };

/** How a refused cancellation reads: the link itself, the meeting's state, or a passing failure. */
function refusal(error: unknown): ManageState {
  if (error instanceof ApiError) {
    if ([400, 401, 403, 404].includes(error.status)) return { kind: 'invalid' };
    // 409: no longer open (cancelled or declined already): the server's words say which.
    if (error.status === 409) return { kind: 'closed', message: error.message };
  }
  return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
}

/** A request no longer open cannot change: what the page says about it. */
const endedMessage = (status: MeetingStatus): string =>
  status === 'cancelled'
    ? ALREADY_CANCELLED_MESSAGE
    : `This meeting was ${status} and cannot be changed.`;

/** The meeting the link is for: its type, its time where the visitor is, and its status. */
function MeetingSummary({ details }: { details: MeetingDetails | null | undefined }) {
  if (details === undefined)
    return <Typography color="text.secondary">Loading your meeting…</Typography>;
  if (details === null) return null;
  const when = localWhen(details.start, details.end);
  return (
    <Stack spacing={0.5} sx={{ alignSelf: 'stretch' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="itemTitle" component="h2">
          {meetingTypeLabel(details.type)}
        </Typography>
        <MeetingStatusChip status={details.status} />
      </Stack>
      <Typography>{`${when.date}, ${when.time}`}</Typography>
    </Stack>
  );
}

/**
 * `/meetings/manage?id=…#token=…`: the page the meeting invitation mail links to. Mail scanners
 * open links by themselves, so loading the page changes nothing; a press of a button does.
 */
export function ManageMeetingPage() {
  const location = useLocation();
  const navigate = useNavigate();
  // Read once, as the page opens: the effect below takes the token out of the address bar. A
  // link cut short by a mail client fails here, before anything is sent.
  const [link] = useState(() => readManageLink(location.search, location.hash));
  // What a press of a button led to; until then the page says what the read found.
  const [acted, setActed] = useState<ManageState>({ kind: 'ready' });
  const client = useQueryClient();
  // Reading changes nothing, so a mail scanner opening the link is harmless.
  const read = useQuery({
    ...meetingDetailsQuery(link?.id ?? '', link?.token ?? ''),
    enabled: !!link,
  });
  // undefined while it loads; null when it could not be read (the buttons still work).
  const details: MeetingDetails | null | undefined = !link ? null : read.isError ? null : read.data;
  const found = read.data;
  const verdict: ManageState | null =
    !link || (read.isError && refusal(read.error).kind === 'invalid')
      ? { kind: 'invalid' }
      : found && (found.status === 'declined' || found.status === 'cancelled')
        ? { kind: 'closed', message: endedMessage(found.status) }
        : null;
  const state = acted.kind === 'ready' ? (verdict ?? acted) : acted;

  const { pathname, search, hash } = location;
  useEffect(() => {
    if (fragmentToken(hash) === null) return;
    void navigate({ pathname, search }, { replace: true });
  }, [navigate, pathname, search, hash]);

  const cancel = async (next: 'stay' | 'rebook'): Promise<void> => {
    if (!link || state.kind === 'working') return;
    setActed({ kind: 'working', next });
    try {
      const status = await cancelMeeting(link.id, link.token);
      const { queryKey } = meetingDetailsQuery(link.id, link.token);
      client.setQueryData<MeetingDetails>(queryKey, (shown) => shown && { ...shown, status });
      void changed(client, ['meetings', 'availability']);
      if (status !== 'cancelled') {
        setActed({ kind: 'closed', message: endedMessage(status) });
        return;
      }
      if (next === 'rebook') {
        toast({
          title: 'Meeting cancelled',
          description: 'Pick another time in the calendar below.',
        });
        void navigate(AVAILABILITY_LINK);
        return;
      }
      setActed({ kind: 'cancelled' });
    } catch (error) {
      setActed(refusal(error));
    }
  };

  const working = state.kind === 'working';
  const canAct = state.kind === 'ready' || state.kind === 'working' || state.kind === 'failed';
  return (
    <MailLinkPage
      title="Your meeting"
      intro="This is the meeting from your invitation email. If the time no longer suits you, cancel it here, or cancel it and pick another time."
    >
      {state.kind !== 'invalid' && <MeetingSummary details={details} />}
      {state.kind === 'invalid' && (
        <Alert severity="warning" sx={{ alignSelf: 'stretch' }}>
          <AlertTitle>This link does not work</AlertTitle>
          {INVALID_LINK_MESSAGE}
        </Alert>
      )}
      {state.kind === 'closed' && (
        <Alert severity="info" sx={{ alignSelf: 'stretch' }}>
          <AlertTitle>Nothing to change</AlertTitle>
          {state.message || ALREADY_CANCELLED_MESSAGE}
        </Alert>
      )}
      {state.kind === 'cancelled' && (
        <Alert severity="success" role="status" sx={{ alignSelf: 'stretch' }}>
          {CANCELLED_MESSAGE}
        </Alert>
      )}
      {state.kind === 'failed' && (
        <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
          {state.message}
        </Alert>
      )}
      {canAct && (
        <>
          <Typography>
            Either way the owner is told at once and the time is offered to others again.
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {CHOICES.map(({ next, label, ...look }) => (
              <BusyButton
                key={next}
                {...look}
                busy={working && state.next === next}
                disabled={working}
                onClick={() => void cancel(next)}
              >
                {label}
              </BusyButton>
            ))}
          </Stack>
        </>
      )}
      {!canAct && (
        <Button variant="outlined" component={RouterLink} to={AVAILABILITY_LINK}>
          Book a new time
        </Button>
      )}
    </MailLinkPage>
  );
}
