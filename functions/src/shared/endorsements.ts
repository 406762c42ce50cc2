import { z } from './zod';
import { HONEYPOT_FIELD, email, honeypot, trimmed } from './fields';

/** SPEC §3 skill endorsements: public submissions, admin moderation, approved list. */
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
