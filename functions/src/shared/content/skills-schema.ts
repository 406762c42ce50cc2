import { z } from '../zod';
import { contentEntry, keyedList, shortTextSchema } from './fields-schema';

export const skillRatingSchema = contentEntry({
  /** Endorsements name the skill by this text. */
  name: shortTextSchema,
  percentage: z.number().int('Use a whole number.').min(0).max(100),
});

export const softSkillIconKeySchema = z.enum(['trending-up', 'groups', 'assignment', 'forum']);

export const softSkillSchema = contentEntry({
  name: shortTextSchema,
  icon: softSkillIconKeySchema,
  description: shortTextSchema,
});

/** `content/skills`: Technical Expertise bars and the soft-skill cards. */
export const skillsDocumentSchema = z.object({
  technicalSkills: keyedList(skillRatingSchema, 'id'),
  softSkills: keyedList(softSkillSchema, 'id'),
});

export type SkillRating = z.infer<typeof skillRatingSchema>;
export type SoftSkillIconKey = z.infer<typeof softSkillIconKeySchema>;
export type SoftSkill = z.infer<typeof softSkillSchema>;
