import { z } from './zod';
import { messageResponseSchema } from './api-response';
import { decisionSchema, itemsSchema } from './admin-records';
import { timestampSchema } from './document-fields';
import { email, freeText, publicFormSchema } from './fields';
import { storedOnceFields } from './idempotency';

/** Skill endorsements: public submissions, admin moderation, approved list. */
export const ENDORSEMENT_RELATIONS = ['connection', 'colleague', 'other'] as const;

export const endorsementSubmissionSchema = publicFormSchema({
  name: freeText({ label: 'Name', max: 100, min: 2, required: 'Name is required' }),
  email: email('Please enter a valid email'),
  skill: freeText({ label: 'Skill', max: 60, min: 1, required: 'Skill is required' }),
  headline: freeText({
    label: 'Headline',
    max: 120,
    required: 'Write the headline as text.',
  }).optional(),
  relation: z
    .enum(ENDORSEMENT_RELATIONS, { error: 'Choose connection, colleague or other.' })
    .default('connection'),
});
export type EndorsementSubmission = z.infer<typeof endorsementSubmissionSchema>;
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

/** "Endorsed skill": `GET /api/endorsements` answers `{ success, data: EndorsedSkill[] }`. */
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

/** A skill's bar is count/30 of the full width, capped at 100 %. */
export const ENDORSEMENT_BAR_FULL_COUNT = 30;

/** Nothing a visitor sends is public before an admin approves it; a filled honeypot is spam. */
export const ENDORSEMENT_STATUSES = ['pending', 'approved', 'rejected', 'spam'] as const;

/**
 * `endorsements/{id}`: written by `POST /api/endorsements` (pending) and the moderation callable;
 * anyone reads the approved ones. The endorser's email is never here (see below).
 */
export const endorsementDocumentSchema = z.object({
  name: z.string(),
  skill: z.string(),
  relation: z.enum(ENDORSEMENT_RELATIONS),
  headline: z.string().optional(),
  status: z.enum(ENDORSEMENT_STATUSES),
  moderatedAt: timestampSchema.optional(),
  moderatedBy: z.string().optional(),
  ...storedOnceFields,
});
export type EndorsementDocument = z.infer<typeof endorsementDocumentSchema>;

/**
 * `endorsementsPrivate/{same id}`: the endorser's address, for admins only, and the account that
 * sent it when its endorser was signed in (their dashboard lists it; never on the public record).
 */
export const endorsementContactDocumentSchema = z.object({
  email: z.string(),
  uid: z.string().nullable().optional(),
});

/** `config/endorsements`: bumped by every moderation, so each instance drops its cached list. */
export const endorsementsVersionDocumentSchema = z.object({ version: z.number().int() });

export const ENDORSEMENT_DECISIONS = ['approved', 'rejected'] as const;
export type EndorsementDecision = (typeof ENDORSEMENT_DECISIONS)[number];
export const moderateEndorsementSchema = decisionSchema(
  'That endorsement does not exist.',
  ENDORSEMENT_DECISIONS,
  'Choose approve or reject.',
);
export type ModerateEndorsement = z.infer<typeof moderateEndorsementSchema>;
export const endorsementModeratedResponseSchema = messageResponseSchema;

/** One pending endorsement in the moderation queue (email shown to the admin only). */
export const pendingEndorsementSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  skill: z.string(),
  headline: z.string().nullable(),
  relation: z.enum(ENDORSEMENT_RELATIONS),
  createdAt: z.string().nullable(),
});
export type PendingEndorsement = z.infer<typeof pendingEndorsementSchema>;
export const pendingEndorsementsResponseSchema = itemsSchema(pendingEndorsementSchema);
