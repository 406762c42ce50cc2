import { z } from './zod';
import { messageResponseSchema } from './api-response';
import { timestampSchema } from './document-fields';
import { email, freeText, isDocumentId, publicFormSchema } from './fields';
import { idempotencyKeySchema } from './idempotency';

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
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

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

/**
 * An issue of the newsletter, sent by an admin to every subscribed address. `issueId` is made by
 * the sender once per issue (a UUID): sending the same issue again mails nobody twice.
 */
export const sendNewsletterIssueRequestSchema = z.object({
  // It names the issue's document: no reserved `__…__` id.
  issueId: idempotencyKeySchema.refine(isDocumentId, 'Which issue is this? Send a new UUID.'),
  subject: freeText({ label: 'Subject', max: 150, min: 3, required: 'Subject is required.' }),
  /** Paragraphs, separated by blank lines. */
  body: freeText({
    label: 'Text',
    max: 20_000,
    min: 10,
    multiline: true,
    required: 'Text is required.',
  }),
});
export type NewsletterIssue = z.infer<typeof sendNewsletterIssueRequestSchema>;

export const newsletterIssueSentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** How many subscribed addresses the issue is mailed to. */
  recipients: z.number().int().min(0),
});

/** `newsletterIssues/{issueId}` (server only): what was sent, by whom, to how many. */
export const newsletterIssueDocumentSchema = z.object({
  subject: z.string(),
  body: z.string(),
  sentBy: z.string(),
  recipients: z.number().int().min(0),
  createdAt: timestampSchema,
});

/** A subscriber as the admin area lists it (instants as UTC ISO strings). */
export const subscriberRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  source: z.enum(NEWSLETTER_VARIANTS).nullable().default(null),
  subscribedAt: z.string().nullable().default(null),
  unsubscribedAt: z.string().nullable().default(null),
  createdAt: z.string(),
});
export type SubscriberRow = z.infer<typeof subscriberRowSchema>;
