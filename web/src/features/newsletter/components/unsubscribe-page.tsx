import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { newsletterUnsubscribeSchema } from '@shared/newsletter';
import { useMemo } from 'react';
import { PageContainer } from '@/components/ui/page-container';
import { paths } from '@/config/paths';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
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
    <PageContainer title="Unsubscribe from the newsletter">
      <Card>
        <CardContent>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
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
                  <Button
                    variant="contained"
                    color="error"
                    onClick={confirm}
                    disabled={state.kind === 'working'}
                    startIcon={
                      state.kind === 'working' ? (
                        <CircularProgress size={18} color="inherit" aria-hidden />
                      ) : undefined
                    }
                  >
                    {state.kind === 'working' ? 'Unsubscribing...' : 'Unsubscribe'}
                  </Button>
                )}
              </>
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
