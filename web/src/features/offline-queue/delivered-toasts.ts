import type { QueuedKind } from '@/lib/offline-queue/queueable';

/** What a queued item says when it is finally delivered: the form's own success toast. */
export const DELIVERED_TOASTS: Record<QueuedKind, { title: string; description: string }> = {
  contact: {
    title: 'Success!',
    description: 'Your message was sent successfully. Thank you for reaching out!',
  },
  'project-inquiry': {
    title: 'Project Inquiry Submitted',
    description:
      "Your project inquiry has been received. I'll respond within 24 hours with a detailed proposal.",
  },
  newsletter: {
    title: 'Successfully subscribed!',
    description: 'Your saved subscription was sent.',
  },
  endorsement: {
    title: 'Thank you!',
    description: 'Your saved endorsement was sent and is waiting for review.',
  },
  'meeting-request': { title: 'Meeting Requested', description: 'Your saved request was sent.' },
  'service-booking': { title: 'Booking sent', description: 'Your saved booking request was sent.' },
};
