import CheckIcon from '@mui/icons-material/Check';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { useNewsletterSubscribe, type NewsletterVariant } from '../hooks/use-newsletter-subscribe';
import { useHydrated } from '@/lib/use-hydrated';
import { visuallyHidden } from '@/components/ui/visually-hidden';

const PITCH =
  'Occasional notes on new projects, articles and availability. No spam; unsubscribe at any time.';

type Subscribe = ReturnType<typeof useNewsletterSubscribe>;

function SubscribeFields({
  form,
  stacked,
  label,
}: {
  form: Subscribe;
  /** Field above button at every width (a narrow footer column); otherwise a row from `sm` up. */
  stacked: boolean;
  label: { 'aria-labelledby': string } | { 'aria-label': string };
}) {
  const { state } = form;
  const submitting = state.kind === 'submitting';
  const subscribed = state.kind === 'subscribed';
  // Waits for React to adopt the prerendered form: an earlier Subscribe would be lost.
  const hydrated = useHydrated();

  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.onSubmit}
      aria-busy={submitting}
      sx={{ position: 'relative' }}
      {...label}
    >
      <Stack
        direction={stacked ? 'column' : { xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: stacked ? 'stretch' : { xs: 'stretch', sm: 'flex-start' } }}
      >
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          size="small"
          fullWidth
          value={form.email}
          onChange={(event) => form.changeEmail(event.target.value)}
          disabled={subscribed}
          error={state.kind === 'error'}
          helperText={state.kind === 'error' ? state.message : undefined}
          slotProps={{
            htmlInput: { readOnly: submitting || !hydrated },
            formHelperText: { role: 'alert' },
          }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={submitting || subscribed || !hydrated}
          startIcon={subscribed ? <CheckIcon /> : undefined}
          // The height of a small TextField, so the two line up in a row.
          sx={{ flexShrink: 0, minHeight: 40, whiteSpace: 'nowrap' }}
        >
          {subscribed ? 'Subscribed!' : submitting ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </Stack>
      <HoneypotField {...form.honeypot} />
      <Box role="status" sx={visuallyHidden}>
        {subscribed ? state.message : ''}
      </Box>
    </Box>
  );
}

/** The newsletter sign-up in SPEC §4's four looks; `variant` is also sent as the source. */
export function NewsletterForm({ variant }: { variant: NewsletterVariant }) {
  const form = useNewsletterSubscribe(variant);
  const headingId = useId();
  const labelledBy = { 'aria-labelledby': headingId };

  switch (variant) {
    case 'minimal':
      return <SubscribeFields form={form} stacked={false} label={{ 'aria-label': 'Newsletter' }} />;
    case 'footer':
      return (
        <Stack spacing={1} sx={{ maxWidth: 320 }}>
          <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            Newsletter
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Project news and updates, now and then.
          </Typography>
          <SubscribeFields form={form} stacked label={labelledBy} />
        </Stack>
      );
    case 'card':
      return (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2}>
              <Box
                aria-hidden
                sx={{
                  width: 48,
                  height: 48,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'action.selected',
                  color: 'primary.main',
                }}
              >
                <MarkEmailUnreadOutlinedIcon />
              </Box>
              <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                Stay in the loop
              </Typography>
              <Typography color="text.secondary">{PITCH}</Typography>
              <SubscribeFields form={form} stacked={false} label={labelledBy} />
            </Stack>
          </CardContent>
        </Card>
      );
    case 'default':
      return (
        <Stack spacing={1.5} sx={{ maxWidth: 560 }}>
          <Typography id={headingId} variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            Subscribe to the newsletter
          </Typography>
          <Typography color="text.secondary">{PITCH}</Typography>
          <SubscribeFields form={form} stacked={false} label={labelledBy} />
        </Stack>
      );
  }
}
