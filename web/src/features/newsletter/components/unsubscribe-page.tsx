import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { newsletterUnsubscribeSchema } from '@shared/newsletter';
import { useMemo } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { MailLinkPage } from '@/components/ui/mail-link-page';
import { useSearchParams } from 'react-router-dom';
import { useUnsubscribe } from '../hooks/use-unsubscribe';

/**
 * `/unsubscribe?email=…&token=…` from a newsletter email. Mail scanners open links by themselves,
 * so loading the page only asks; the visitor's press of Unsubscribe is what sends the request.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  // A link cut short by a mail client fails the same check the server makes.
  const link = useMemo(
    () => newsletterUnsubscribeSchema.safeParse({ email, token }).data,
    [email, token],
  );
  const { state, confirm } = useUnsubscribe(link);

  return (
    <MailLinkPage title="Unsubscribe from the newsletter">
      {!link ? (
        <Alert severity="warning" sx={{ alignSelf: 'stretch' }}>
          This unsubscribe link is incomplete. Please use the whole link from your most recent
          newsletter email, or copy all of it into your browser&apos;s address bar.
        </Alert>
      ) : (
        <>
          <Typography>
            {state.kind === 'done' ? 'Address: ' : 'Stop sending the newsletter to '}
            <Box component="strong" sx={{ wordBreak: 'break-all' }}>
              {email}
            </Box>
            {state.kind === 'done' ? '' : '?'}
          </Typography>
          {state.kind === 'done' && (
            <Alert severity="success" role="status" sx={{ alignSelf: 'stretch' }}>
              {state.message}
            </Alert>
          )}
          {state.kind === 'failed' && (
            <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
              {state.message}
            </Alert>
          )}
          {state.kind !== 'done' && (
            <BusyButton
              variant="contained"
              color="error"
              onClick={confirm}
              busy={state.kind === 'working'}
            >
              {state.kind === 'working' ? 'Unsubscribing...' : 'Unsubscribe'}
            </BusyButton>
          )}
        </>
      )}
    </MailLinkPage>
  );
}
