import { z } from './zod';
import { email, freeText, publicFormSchema } from './fields';
import { storedOnceFields } from './idempotency';
import { inboxStateFields } from './inbox';

/** Send a Message: `POST /api/contact`. */
export const CONTACT_LIMITS = { name: 2, subject: 5, message: 10 } as const;

export const contactMessageSchema = publicFormSchema({
  name: freeText({
    label: 'Name',
    max: 100,
    min: CONTACT_LIMITS.name,
    required: 'Name must be at least 2 characters.',
  }),
  email: email('Please enter a valid email address.'),
  subject: freeText({
    label: 'Subject',
    max: 200,
    min: CONTACT_LIMITS.subject,
    required: 'Subject must be at least 5 characters.',
  }),
  message: freeText({
    label: 'Message',
    max: 5000,
    min: CONTACT_LIMITS.message,
    required: 'Message must be at least 10 characters.',
    multiline: true,
  }),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const CONTACT_SENT_MESSAGE = 'Thank you for your message! I will get back to you soon.';

/** `contactMessages/{id}`: written by `POST /api/contact` only; admins read it in the inbox. */
export const contactMessageDocumentSchema = z.object({
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  ...inboxStateFields,
  ...storedOnceFields,
});
export type ContactMessageDocument = z.infer<typeof contactMessageDocumentSchema>;
