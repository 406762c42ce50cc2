import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { contactMessageSchema } from '@shared/contact';
import { useId, useState } from 'react';
import { Form } from '@/components/ui/form/form';
import { FormAlert } from '@/components/ui/form/form-alert';
import { FormTextField } from '@/components/ui/form/form-text-field';
import { NameAndEmailFields } from '@/components/ui/form/person-fields';
import { SendButton } from '@/components/ui/form/submit-button';
import { useFormEngine } from '@/lib/form/use-form-engine';
import { textOf, useQueuedDraft } from '@/lib/offline-queue/queued-draft';
import { toast } from '@/lib/toast';
import { createContactSender } from '../api/contact-api';

export const CONTACT_SENT_BANNER =
  'Your message was sent successfully. Thank you for reaching out!';
export const CONTACT_FAILED_BANNER =
  'There was an error sending your message. Please try again or contact directly via email.';
const SERVER_FAILED = 'Failed to send message';
const UNREACHABLE = 'Failed to send message. Please try again later.';

/** The "Send a Message" card of the contact section. */
export function ContactForm() {
  const [send] = useState(createContactSender);
  const form = useFormEngine({
    schema: contactMessageSchema,
    defaultValues: { name: '', email: '', subject: '', message: '' },
    honeypot: true,
    resetAfterDelivery: true,
    action: (message, { honeypot }) => send({ ...message, website: honeypot }),
    // The server's words when it answered; otherwise the connection is the likely cause.
    describeFailure: (failure) =>
      failure.cause === 'rejected' ? (failure.serverMessage ?? SERVER_FAILED) : UNREACHABLE,
    failureToast: 'Error',
    onOutcome: (outcome) => {
      if (outcome.status === 'sent') toast({ title: 'Success!', description: outcome.message });
      // An edited queued message went through (or is queued anew): the old one leaves the queue.
      if (outcome.status !== 'failed') settleDraft();
    },
  });
  const settleDraft = useQueuedDraft('contact', (values) =>
    form.methods.reset({
      name: textOf(values.name),
      email: textOf(values.email),
      subject: textOf(values.subject),
      message: textOf(values.message),
    }),
  );
  const { control } = form;
  const headingId = useId();
  return (
    <Card variant="outlined">
      <CardContent>
        <Form form={form} spacing={1} aria-labelledby={headingId} sx={{ position: 'relative' }}>
          <Typography id={headingId} variant="h5" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
            Send a Message
          </Typography>
          <FormAlert sent={CONTACT_SENT_BANNER} failed={CONTACT_FAILED_BANNER} />
          <NameAndEmailFields control={control} name="name" email="email" spacing={1} />
          <FormTextField
            control={control}
            name="subject"
            label="Subject"
            required
            fullWidth
            hint=" "
          />
          <FormTextField
            control={control}
            name="message"
            label="Message"
            required
            fullWidth
            multiline
            minRows={5}
            hint=" "
          />
          <SendButton>Send Message</SendButton>
        </Form>
      </CardContent>
    </Card>
  );
}
