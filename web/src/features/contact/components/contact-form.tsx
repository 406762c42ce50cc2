import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { useHydrated } from '@/lib/use-hydrated';
import {
  CONTACT_FAILED_BANNER,
  CONTACT_SENT_BANNER,
  useContactForm,
} from '../hooks/use-contact-form';

/** The "Send a Message" card of the contact section (SPEC §2, §5, §8). */
export function ContactForm() {
  const form = useContactForm();
  const headingId = useId();
  // Until React has adopted the prerendered form, typing and sending would be lost (or sent as a
  // plain GET with the message in the URL), so it waits. Read-only rather than disabled: the
  // values stay readable and focus stays put, also while sending.
  const hydrated = useHydrated();
  const locked = { htmlInput: { readOnly: form.sending || !hydrated } };

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack
          component="form"
          spacing={1}
          onSubmit={form.onSubmit}
          noValidate
          aria-labelledby={headingId}
          aria-busy={form.sending}
          sx={{ position: 'relative' }}
        >
          <Typography id={headingId} variant="h5" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
            Send a Message
          </Typography>
          {form.outcome === 'sent' && (
            <Alert severity="success" role="status">
              {CONTACT_SENT_BANNER}
            </Alert>
          )}
          {form.outcome === 'failed' && <Alert severity="error">{CONTACT_FAILED_BANNER}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
            <TextField
              label="Name"
              autoComplete="name"
              required
              fullWidth
              slotProps={locked}
              {...form.field('name')}
            />
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              required
              fullWidth
              slotProps={locked}
              {...form.field('email')}
            />
          </Stack>
          <TextField
            label="Subject"
            required
            fullWidth
            slotProps={locked}
            {...form.field('subject')}
          />
          <TextField
            label="Message"
            required
            fullWidth
            multiline
            minRows={5}
            slotProps={locked}
            {...form.field('message')}
          />
          <HoneypotField {...form.honeypot} />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={form.sending || !hydrated}
            endIcon={
              form.sending ? (
                <CircularProgress size={18} color="inherit" aria-hidden />
              ) : (
                <SendIcon />
              )
            }
            sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
          >
            {form.sending ? 'Sending...' : 'Send Message'}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
