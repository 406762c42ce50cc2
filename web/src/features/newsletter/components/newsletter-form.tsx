import CheckIcon from '@mui/icons-material/Check';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { SUBSCRIBED_MESSAGE, type NEWSLETTER_VARIANTS } from '@shared/newsletter';
import { useId, useState } from 'react';
import { Form } from '@/components/ui/form/form';
import { FormEmailField } from '@/components/ui/form/form-email-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { useFormEngine } from '@/lib/form/use-form-engine';
import { textOf, useQueuedDraft } from '@/lib/offline-queue/queued-draft';
import { toast } from '@/lib/toast';
import { createSubscribeSender, newsletterFormSchema } from '../api/newsletter-api';

export type NewsletterVariant = (typeof NEWSLETTER_VARIANTS)[number];

const PITCH =
  'Occasional notes on new projects, articles and availability. No spam; unsubscribe at any time.';
const FAILED_TITLE = 'Subscription failed';
const UNREACHABLE = 'Failed to subscribe. Please try again.';

/** Idle → submitting → subscribed (or saved to send later), or an error under the field. */
function SubscribeFields({
  source,
  stacked,
  label,
}: {
  source: NewsletterVariant;
  /** Field above button at every width (a narrow footer column); otherwise a row from `sm` up. */
  stacked: boolean;
  label: { 'aria-labelledby': string } | { 'aria-label': string };
}) {
  const [send] = useState(createSubscribeSender);
  const form = useFormEngine({
    schema: newsletterFormSchema,
    defaultValues: { email: '' },
    honeypot: true,
    // Editing the address answers whatever was wrong with it.
    errorsOnEdit: 'clear',
    failureField: 'email',
    action: ({ email }, { honeypot }) => send({ email, source, website: honeypot }),
    // The server's message when it answered with one, 'Subscription failed' when it
    // answered without, and the fallback when it could not be reached at all.
    describeFailure: (failure) =>
      failure.cause === 'rejected' ? (failure.serverMessage ?? FAILED_TITLE) : UNREACHABLE,
    failureToast: FAILED_TITLE,
    onOutcome: (outcome) => {
      if (outcome.status === 'failed') return;
      // An edited queued subscription went through (or is queued anew): the old one leaves.
      settleDraft();
      toast({ title: outcome.status === 'sent' ? SUBSCRIBED_MESSAGE : outcome.message });
    },
  });
  const settleDraft = useQueuedDraft('newsletter', (fields) =>
    form.methods.reset({ email: textOf(fields.email) }),
  );
  const { outcome } = form;
  const done = outcome !== null && outcome.status !== 'failed';

  return (
    <Form form={form} sx={{ position: 'relative' }} {...label}>
      <Stack
        direction={stacked ? 'column' : { xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: stacked ? 'stretch' : { xs: 'stretch', sm: 'flex-start' } }}
      >
        <FormEmailField
          control={form.control}
          name="email"
          label="Email address"
          size="small"
          fullWidth
          disabled={done}
          slotProps={{ formHelperText: { role: 'alert' } }}
        />
        <SubmitButton
          busyText="Subscribing..."
          disabled={done}
          startIcon={outcome?.status === 'sent' ? <CheckIcon /> : undefined}
          // The height of a small TextField, so the two line up in a row.
          sx={{ flexShrink: 0, minHeight: 40, whiteSpace: 'nowrap' }}
        >
          {outcome?.status === 'sent'
            ? 'Subscribed!'
            : outcome?.status === 'queued'
              ? 'Saved'
              : 'Subscribe'}
        </SubmitButton>
      </Stack>
      <Box role="status" sx={visuallyHidden}>
        {done ? outcome.message || SUBSCRIBED_MESSAGE : ''}
      </Box>
    </Form>
  );
}

/** A heading that names the form, a word on what to expect, and the fields. */
function Introduced({
  source,
  title,
  titleVariant,
  pitch = PITCH,
  pitchVariant,
  stacked = false,
}: {
  source: NewsletterVariant;
  title: string;
  titleVariant: TypographyProps['variant'];
  pitch?: string;
  pitchVariant?: TypographyProps['variant'];
  stacked?: boolean;
}) {
  const headingId = useId();
  return (
    <>
      <Typography id={headingId} variant={titleVariant} component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant={pitchVariant} color="text.secondary">
        {pitch}
      </Typography>
      <SubscribeFields source={source} stacked={stacked} label={{ 'aria-labelledby': headingId }} />
    </>
  );
}

/** The newsletter sign-up in its four looks; `variant` is also sent as the source. */
export function NewsletterForm({ variant }: { variant: NewsletterVariant }) {
  switch (variant) {
    case 'minimal':
      return (
        <SubscribeFields source={variant} stacked={false} label={{ 'aria-label': 'Newsletter' }} />
      );
    case 'footer':
      return (
        <Stack spacing={1} sx={{ maxWidth: 320 }}>
          <Introduced
            source={variant}
            title="Newsletter"
            titleVariant="subtitle1"
            pitch="Project news and updates, now and then."
            pitchVariant="body2"
            stacked
          />
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
              <Introduced source={variant} title="Stay in the loop" titleVariant="h6" />
            </Stack>
          </CardContent>
        </Card>
      );
    case 'default':
      return (
        <Stack spacing={1.5} sx={{ maxWidth: 560 }}>
          <Introduced source={variant} title="Subscribe to the newsletter" titleVariant="h5" />
        </Stack>
      );
  }
}
