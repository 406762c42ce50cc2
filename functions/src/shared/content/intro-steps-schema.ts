import { z } from '../zod';
import { keyedList, shortTextSchema } from './fields-schema';

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

/** `content/intro-steps`: the first-visit intro journey, in order. */
export const introStepsDocumentSchema = z.object({
  introSteps: keyedList(introStepSchema, 'id'),
});

export type IntroStepId = z.infer<typeof introStepIdSchema>;
export type IntroStep = z.infer<typeof introStepSchema>;
