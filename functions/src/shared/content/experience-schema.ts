import { z } from '../zod';
import { contentEntry, keyedList, shortTextSchema } from './fields-schema';

export const experienceEntrySchema = contentEntry({
  title: shortTextSchema,
  company: shortTextSchema,
  location: shortTextSchema,
  /** As shown, e.g. "2023 – Present". */
  period: shortTextSchema,
  responsibilities: z.array(shortTextSchema).readonly().optional(),
});

export const educationEntrySchema = contentEntry({
  degree: shortTextSchema,
  university: shortTextSchema,
  year: shortTextSchema,
});

/** `content/experience`: the work and education timeline, newest first. */
export const experienceDocumentSchema = z.object({
  experience: keyedList(experienceEntrySchema, 'id'),
  education: keyedList(educationEntrySchema, 'id'),
});

export type ExperienceEntry = z.infer<typeof experienceEntrySchema>;
export type EducationEntry = z.infer<typeof educationEntrySchema>;
