import { z } from './zod';
import { messageResponseSchema } from './api-response';
import { timestampSchema } from './document-fields';
import { email, publicFormSchema } from './fields';

/** Newsletter forms and the `/unsubscribe` page. */
export const NEWSLETTER_INVALID_EMAIL = 'Please enter a valid email address';

/** Where on the site the form was: its four visual variants. */
export const NEWSLETTER_VARIANTS = ['default', 'minimal', 'card', 'footer'] as const;

export const newsletterSubscribeSchema = publicFormSchema({
  email: email(NEWSLETTER_INVALID_EMAIL),
  source: z
    .enum(NEWSLETTER_VARIANTS, { error: 'Choose default, minimal, card or footer.' })
    .optional(),
});
export type NewsletterSubscribe = z.infer<typeof newsletterSubscribeSchema>;
export const SUBSCRIBED_MESSAGE = 'Successfully subscribed!';

export const newsletterUnsubscribeSchema = z.object({
  email: email(NEWSLETTER_INVALID_EMAIL),
  token: z
    .string({ error: 'This unsubscribe link is incomplete.' })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'This unsubscribe link is incomplete.'),
});
export type NewsletterUnsubscribe = z.infer<typeof newsletterUnsubscribeSchema>;
export const UNSUBSCRIBED_MESSAGE =
  'You have been unsubscribed. You will not receive any more newsletter emails.';
export const UNSUBSCRIBE_LINK_INVALID =
  'This unsubscribe link is not valid. Please use the link from your most recent email.';
export const unsubscribedResponseSchema = messageResponseSchema;

export const SUBSCRIBER_STATUSES = ['subscribed', 'unsubscribed', 'spam'] as const;

/** `newsletterSubscribers/{hash of the address}`: one per address, written by the newsletter calls only. */
export const subscriberDocumentSchema = z.object({
  email: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  source: z.enum(NEWSLETTER_VARIANTS).optional(),
  subscribedAt: timestampSchema.optional(),
  unsubscribedAt: timestampSchema.optional(),
  createdAt: timestampSchema,
});
export type SubscriberDocument = z.infer<typeof subscriberDocumentSchema>;
