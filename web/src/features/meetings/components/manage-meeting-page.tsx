import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { documentId } from '@shared/fields';
import { cancelMeetingRequestSchema } from '@shared/meetings';
import { z } from '@shared/zod';
import { PageContainer } from '@/components/ui/page-container';
import { AVAILABILITY_LINK, paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { cancelMeeting } from '../api/cancel-meeting';

const manageLinkSchema = cancelMeetingRequestSchema.extend({
  id: documentId('Which meeting?'),
  token: z.string().min(1).max(512),
});

export const INVALID_LINK_MESSAGE =
  'This link is invalid or has expired. Please use the link in your most recent invitation email, or book a new time.';
export const ALREADY_CANCELLED_MESSAGE = 'This meeting was already cancelled.';
// Said also when it was cancelled before (the server answers a repeat the same way): true either way.
export const CANCELLED_MESSAGE =
  'This meeting is cancelled and its time is free for others. The owner knows, and a calendar cancellation goes to your email.';

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

/**
 * `/meetings/manage?id=…&token=…`: the page the meeting invitation mail links to. Mail scanners
 * open links by themselves, so loading the page changes nothing; a press of a button does.
 */
export function ManageMeetingPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id') ?? '';
  const token = params.get('token') ?? '';
  // A link cut short by a mail client fails here, before anything is sent.
  const link = useMemo(() => manageLinkSchema.safeParse({ id, token }).data, [id, token]);
  const [state, setState] = useState<ManageState>(link ? { kind: 'ready' } : { kind: 'invalid' });

  const cancel = async (next: 'stay' | 'rebook'): Promise<void> => {
    if (!link || state.kind === 'working') return;
    setState({ kind: 'working', next });
    try {
      const status = await cancelMeeting(link.id, link.token);
      if (status !== 'cancelled') {
        setState({ kind: 'closed', message: `This meeting was ${status} and cannot be changed.` });
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
      setState({ kind: 'cancelled' });
    } catch (error) {
      setState(refusal(error));
    }
  };

  const working = state.kind === 'working';
  const canAct = state.kind === 'ready' || state.kind === 'working' || state.kind === 'failed';
  return (
    <PageContainer
      title="Your meeting"
      intro="This is the meeting from your invitation email. If the time no longer suits you, cancel it here, or cancel it and pick another time."
    >
      <Card>
        <CardContent>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
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
                  <Button
                    variant="contained"
                    color="error"
                    disabled={working}
                    onClick={() => void cancel('stay')}
                    startIcon={
                      working && state.next === 'stay' ? (
                        <CircularProgress size={18} color="inherit" aria-hidden />
                      ) : undefined
                    }
                  >
                    Cancel this meeting
                  </Button>
                  <Button
                    variant="outlined"
                    disabled={working}
                    onClick={() => void cancel('rebook')}
                    startIcon={
                      working && state.next === 'rebook' ? (
                        <CircularProgress size={18} color="inherit" aria-hidden />
                      ) : undefined
                    }
                  >
                    Pick another time
                  </Button>
                </Stack>
              </>
            )}
            {!canAct && (
              <Button variant="outlined" component={RouterLink} to={AVAILABILITY_LINK}>
                Book a new time
              </Button>
            )}
            <Link component={RouterLink} to={paths.home}>
              Back to the home page
            </Link>
          </Stack>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
