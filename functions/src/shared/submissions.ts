import { z } from './zod';

/**
 * Visitor submissions (SPEC §3, §5, §7): one schema per public form, used by the form in the
 * browser and by the API. Messages are SPEC's where it gives them.
 */

/**
 * The hidden honeypot field every public form carries. People never see or fill it; a bot that
 * fills it is answered as if all went well, and its submission is stored as spam without mail.
 */
export const HONEYPOT_FIELD = 'website';
const honeypot = z.string().max(2000).optional();

/** Header naming one submission attempt; a replay with the same key creates nothing new. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const idempotencyKeySchema = z
  .string()
  .regex(
    /^[A-Za-z0-9_-]{16,128}$/,
    'Idempotency-Key must be a UUID (16-128 letters, digits, - or _).',
  );

const trimmed = (max: number, label: string, required = `${label} is required`) =>
  z.string({ message: required }).trim().max(max, `${label} must be at most ${max} characters.`);

const email = (message: string) =>
  z
    .string({ message })
    .trim()
    .min(1, message)
    .max(254, 'Email is too long.')
    .email(message)
    .transform((value) => value.toLowerCase());

// --- Contact message -----------------------------------------------------------------------------

export const CONTACT_LIMITS = { name: 2, subject: 5, message: 10 } as const;

export const contactMessageSchema = z.object({
  name: trimmed(100, 'Name', 'Name must be at least 2 characters.').min(
    CONTACT_LIMITS.name,
    'Name must be at least 2 characters.',
  ),
  email: email('Please enter a valid email address.'),
  subject: trimmed(200, 'Subject', 'Subject must be at least 5 characters.').min(
    CONTACT_LIMITS.subject,
    'Subject must be at least 5 characters.',
  ),
  message: trimmed(5000, 'Message', 'Message must be at least 10 characters.').min(
    CONTACT_LIMITS.message,
    'Message must be at least 10 characters.',
  ),
  [HONEYPOT_FIELD]: honeypot,
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const CONTACT_SENT_MESSAGE = 'Thank you for your message! I will get back to you soon.';

// --- Project inquiry -----------------------------------------------------------------------------

export const PROJECT_CATEGORIES = [
  { id: 'ai-development', name: 'AI Development', rate: '£120-150/hr' },
  { id: 'web-development', name: 'Web Development', rate: '£80-120/hr' },
  { id: 'consulting', name: 'Technical Consulting', rate: '£100-140/hr' },
  { id: 'design-system', name: 'Design & UX', rate: '£70-100/hr' },
] as const;

export const PROJECT_BUDGETS = [
  { id: 'under-5k', label: 'Under £5,000' },
  { id: '5k-10k', label: '£5,000 - £10,000' },
  { id: '10k-25k', label: '£10,000 - £25,000' },
  { id: '25k-50k', label: '£25,000 - £50,000' },
  { id: '50k-plus', label: '£50,000+' },
  { id: 'hourly', label: 'Hourly rate' },
] as const;

export const PROJECT_TIMELINES = [
  { id: '1-2-weeks', label: '1-2 weeks' },
  { id: '1-month', label: '1 month' },
  { id: '2-3-months', label: '2-3 months' },
  { id: '3-6-months', label: '3-6 months' },
  { id: '6-months-plus', label: '6 months+' },
  { id: 'ongoing', label: 'Ongoing' },
] as const;

export const PROJECT_URGENCIES = [
  { id: 'low', label: 'Standard', detail: '2-4 weeks' },
  { id: 'medium', label: 'Moderate', detail: '1-2 weeks' },
  { id: 'high', label: 'Urgent', detail: 'under 1 week' },
] as const;

/** The label (or name) of one of the option lists above, '' for an id not in it. */
export function optionLabel(
  list: readonly { id: string; label?: string; name?: string }[],
  id: unknown,
): string {
  const option = list.find((item) => item.id === id);
  return option?.label ?? option?.name ?? '';
}

type Ids<T extends readonly { id: string }[]> = { [K in keyof T]: T[K]['id'] };
const ids = <T extends readonly { id: string }[]>(list: T) =>
  list.map((item) => item.id) as unknown as Ids<T>;

/** SPEC §5: any missing required field gives this one message. */
export const MISSING_INFORMATION_TITLE = 'Missing Information';
export const MISSING_INFORMATION_MESSAGE = 'Please fill in all required fields.';

export const projectInquirySchema = z.object({
  category: z.enum(ids(PROJECT_CATEGORIES), { message: MISSING_INFORMATION_MESSAGE }),
  title: trimmed(150, 'Title', MISSING_INFORMATION_MESSAGE).min(1, MISSING_INFORMATION_MESSAGE),
  description: trimmed(5000, 'Description', MISSING_INFORMATION_MESSAGE).min(
    1,
    MISSING_INFORMATION_MESSAGE,
  ),
  budget: z.enum(ids(PROJECT_BUDGETS), { message: 'Choose a budget from the list.' }).optional(),
  timeline: z
    .enum(ids(PROJECT_TIMELINES), { message: 'Choose a timeline from the list.' })
    .optional(),
  requirements: trimmed(5000, 'Requirements').optional(),
  contactEmail: email(MISSING_INFORMATION_MESSAGE),
  urgency: z
    .enum(ids(PROJECT_URGENCIES), { message: 'Choose how urgent the project is.' })
    .default('medium'),
  /** When the visitor pressed Submit (their clock); the server stores its own time as well. */
  timestamp: z.iso.datetime({ message: 'timestamp must be an ISO date-time.' }).optional(),
  [HONEYPOT_FIELD]: honeypot,
});
export type ProjectInquiry = z.infer<typeof projectInquirySchema>;
export type ProjectInquiryInput = z.input<typeof projectInquirySchema>;
export const INQUIRY_RECEIVED_MESSAGE =
  "Your project inquiry has been received. I'll respond within 24 hours with a detailed proposal.";

// --- Newsletter ----------------------------------------------------------------------------------

export const NEWSLETTER_INVALID_EMAIL = 'Please enter a valid email address';

/** Where on the site the form was: SPEC §4's four visual variants. */
export const NEWSLETTER_VARIANTS = ['default', 'minimal', 'card', 'footer'] as const;

export const newsletterSubscribeSchema = z.object({
  email: email(NEWSLETTER_INVALID_EMAIL),
  source: z.enum(NEWSLETTER_VARIANTS).optional(),
  [HONEYPOT_FIELD]: honeypot,
});
export type NewsletterSubscribe = z.infer<typeof newsletterSubscribeSchema>;
export const SUBSCRIBED_MESSAGE = 'Successfully subscribed!';

export const newsletterUnsubscribeSchema = z.object({
  email: email(NEWSLETTER_INVALID_EMAIL),
  token: z
    .string({ message: 'This unsubscribe link is incomplete.' })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'This unsubscribe link is incomplete.'),
});
export type NewsletterUnsubscribe = z.infer<typeof newsletterUnsubscribeSchema>;
export const UNSUBSCRIBED_MESSAGE =
  'You have been unsubscribed. You will not receive any more newsletter emails.';
export const UNSUBSCRIBE_LINK_INVALID =
  'This unsubscribe link is not valid. Please use the link from your most recent email.';

// --- Endorsements --------------------------------------------------------------------------------

export const ENDORSEMENT_RELATIONS = ['connection', 'colleague', 'other'] as const;

export const endorsementSubmissionSchema = z.object({
  name: trimmed(100, 'Name', 'Name is required').min(2, 'Name is required'),
  email: email('Please enter a valid email'),
  skill: trimmed(60, 'Skill', 'Skill is required').min(1, 'Skill is required'),
  headline: trimmed(120, 'Headline').optional(),
  relation: z
    .enum(ENDORSEMENT_RELATIONS, { message: 'Choose connection, colleague or other.' })
    .default('connection'),
  [HONEYPOT_FIELD]: honeypot,
});
export type EndorsementSubmission = z.infer<typeof endorsementSubmissionSchema>;
export type EndorsementSubmissionInput = z.input<typeof endorsementSubmissionSchema>;
export const ENDORSEMENT_RECEIVED_MESSAGE =
  'Thank you! Your endorsement has been submitted for review.';

/** One endorser as the public list shows them: never their email. */
export const endorserSchema = z.object({
  name: z.string(),
  relation: z.enum(ENDORSEMENT_RELATIONS),
  headline: z.string().optional(),
  profileUrl: z.string().optional(),
});
export type Endorser = z.infer<typeof endorserSchema>;

/** SPEC §3 "Endorsed skill": `GET /api/endorsements` answers `{ success, data: EndorsedSkill[] }`. */
export const endorsedSkillSchema = z.object({
  skill: z.string(),
  count: z.number().int().nonnegative(),
  endorsers: z.array(endorserSchema),
});
export type EndorsedSkill = z.infer<typeof endorsedSkillSchema>;
export const endorsementsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(endorsedSkillSchema),
});

/** SPEC §9: a skill's bar is count/30 of the full width, capped at 100 %. */
export const ENDORSEMENT_BAR_FULL_COUNT = 30;

export const ENDORSEMENT_DECISIONS = ['approved', 'rejected'] as const;
export type EndorsementDecision = (typeof ENDORSEMENT_DECISIONS)[number];
export const moderateEndorsementSchema = z.object({
  id: z.string().min(1).max(128),
  decision: z.enum(ENDORSEMENT_DECISIONS, { message: 'Choose approve or reject.' }),
});
export type ModerateEndorsement = z.infer<typeof moderateEndorsementSchema>;

// --- Email code to access project details --------------------------------------------------------

export const VERIFY_CODE_LENGTH = 6;
export const requestVerificationCodeSchema = z.object({
  email: email('Please enter a valid email address.'),
  [HONEYPOT_FIELD]: honeypot,
});
export const verifyCodeSchema = z.object({
  email: email('Please enter a valid email address.'),
  code: z
    .string({ message: 'Enter the 6-digit code from the email.' })
    .trim()
    .min(VERIFY_CODE_LENGTH, 'Enter the 6-digit code from the email.')
    .max(12, 'Enter the 6-digit code from the email.'),
});
export const CODE_SENT_MESSAGE = 'We have emailed you a 6-digit code. It is valid for 10 minutes.';
export const CODE_VERIFIED_MESSAGE = 'Email verified. The project details are now open to you.';
export const CODE_INVALID_MESSAGE = 'That code is not valid or has expired. Request a new one.';

// --- CV ------------------------------------------------------------------------------------------

export const CV_LOGIN_REQUIRED_MESSAGE = 'Please sign in to download the CV.';

// --- Admin inbox and moderation ------------------------------------------------------------------

export const INBOX_KINDS = ['contact', 'inquiry'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const listInboxRequestSchema = z.object({
  kind: z.enum(INBOX_KINDS),
  includeSpam: z.boolean().default(false),
});
export const setInboxReadRequestSchema = z.object({
  kind: z.enum(INBOX_KINDS),
  id: z.string().min(1).max(128),
  read: z.boolean(),
});

/** One row of the admin inbox: a contact message or a project inquiry. */
export interface InboxItem {
  id: string;
  kind: InboxKind;
  createdAt: string | null;
  read: boolean;
  spam: boolean;
  /** Who to reply to. */
  email: string;
  name: string | null;
  subject: string;
  body: string;
  /** Inquiry facts (category, budget, timeline, urgency) as label/value pairs. */
  details: { label: string; value: string }[];
}

/** One pending endorsement in the moderation queue (email shown to the admin only). */
export interface PendingEndorsement {
  id: string;
  name: string;
  email: string;
  skill: string;
  headline: string | null;
  relation: (typeof ENDORSEMENT_RELATIONS)[number];
  createdAt: string | null;
}
