import { z } from '../zod';
import { shortTextSchema } from './fields-schema';

/** Each step has its own animation in the web, so the ids are fixed. */
export const introStepIdSchema = z.enum([
  'education',
  'career-start',
  'leadership',
  'innovative',
  'growth',
  'achievements',
  'global',
  'current',
]);

export const introStepSchema = z.object({
  id: introStepIdSchema,
  title: shortTextSchema,
  description: shortTextSchema,
});

export type IntroStepId = z.infer<typeof introStepIdSchema>;
export type IntroStep = z.infer<typeof introStepSchema>;
