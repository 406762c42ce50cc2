import { z } from './zod';
import { email, freeText, publicFormSchema } from './fields';
import { storedOnceFields } from './idempotency';
import { inboxStateFields } from './inbox';
import { PROJECT_CATEGORIES } from './project-categories';

/** The project-idea panel: `POST /api/project-inquiry`. */
export { PROJECT_CATEGORIES };

/** An option list written as `[id, label]` rows. */
const options = <const Rows extends readonly (readonly [id: string, label: string])[]>(
  rows: Rows,
): readonly { readonly id: Rows[number][0]; readonly label: string }[] =>
  rows.map(([id, label]) => ({ id, label }));

export const PROJECT_BUDGETS = options([
  ['under-5k', 'Under £5,000'],
  ['5k-10k', '£5,000 - £10,000'],
  ['10k-25k', '£10,000 - £25,000'],
  ['25k-50k', '£25,000 - £50,000'],
  ['50k-plus', '£50,000+'],
  ['hourly', 'Hourly rate'],
]);

export const PROJECT_TIMELINES = options([
  ['1-2-weeks', '1-2 weeks'],
  ['1-month', '1 month'],
  ['2-3-months', '2-3 months'],
  ['3-6-months', '3-6 months'],
  ['6-months-plus', '6 months+'],
  ['ongoing', 'Ongoing'],
]);

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

/** A list's ids, each typed as the literal it is, for the schema's enum of them. */
const ids = <T extends readonly { id: string }[]>(list: T) =>
  list.map((item): T[number]['id'] => item.id);

/** Any missing required field gives this one message. */
export const MISSING_INFORMATION_TITLE = 'Missing Information';
export const MISSING_INFORMATION_MESSAGE = 'Please fill in all required fields.';

/** The longest each text may be, in characters; the form's inputs stop there too. */
export const INQUIRY_TEXT_LIMITS = { title: 150, description: 5000, requirements: 5000 } as const;

export const projectInquirySchema = publicFormSchema({
  category: z.enum(ids(PROJECT_CATEGORIES), { error: MISSING_INFORMATION_MESSAGE }),
  title: freeText({
    label: 'Title',
    max: INQUIRY_TEXT_LIMITS.title,
    min: 1,
    required: MISSING_INFORMATION_MESSAGE,
  }),
  description: freeText({
    label: 'Description',
    max: INQUIRY_TEXT_LIMITS.description,
    min: 1,
    required: MISSING_INFORMATION_MESSAGE,
    multiline: true,
  }),
  budget: z.enum(ids(PROJECT_BUDGETS), { error: 'Choose a budget from the list.' }).optional(),
  timeline: z
    .enum(ids(PROJECT_TIMELINES), { error: 'Choose a timeline from the list.' })
    .optional(),
  requirements: freeText({
    label: 'Requirements',
    max: INQUIRY_TEXT_LIMITS.requirements,
    required: 'Write the requirements as text.',
    multiline: true,
  }).optional(),
  contactEmail: email(MISSING_INFORMATION_MESSAGE),
  urgency: z
    .enum(ids(PROJECT_URGENCIES), { error: 'Choose how urgent the project is.' })
    .default('medium'),
  /** When the visitor pressed Submit (their clock); the server stores its own time as well. */
  timestamp: z.iso.datetime({ error: 'timestamp must be an ISO date-time.' }).optional(),
});
export type ProjectInquiry = z.infer<typeof projectInquirySchema>;
export const INQUIRY_RECEIVED_MESSAGE =
  "Your project inquiry has been received. I'll respond within 24 hours with a detailed proposal.";

/**
 * `inquiries/{id}`: written by `POST /api/project-inquiry` only; admins read it in the inbox.
 * Option ids are read as plain strings, so an inquiry whose option has since left the lists
 * still shows (its label is then blank).
 */
export const inquiryDocumentSchema = z.object({
  category: z.string(),
  title: z.string(),
  description: z.string(),
  budget: z.string().optional(),
  timeline: z.string().optional(),
  requirements: z.string().optional(),
  contactEmail: z.string(),
  urgency: z.string(),
  /** The visitor's clock when they pressed Submit, as they sent it. */
  clientTimestamp: z.string().optional(),
  ...inboxStateFields,
  ...storedOnceFields,
});
export type InquiryDocument = z.infer<typeof inquiryDocumentSchema>;
