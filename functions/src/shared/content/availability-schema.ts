import { z } from '../zod';
import { contentEntry, keyedList, longTextSchema, shortTextSchema } from './fields-schema';

export const availabilityIntroSchema = z.object({
  heading: shortTextSchema,
  intro: longTextSchema,
});

export const availabilityIconKeySchema = z.enum(['handshake', 'diversity', 'hub']);

export const availabilityCardSchema = contentEntry({
  title: shortTextSchema,
  description: shortTextSchema,
  icon: availabilityIconKeySchema,
  points: z.array(shortTextSchema).readonly(),
});

/** The Professional Journey timeline: one entry a year. */
export const journeyEntrySchema = z.object({
  year: z.number().int('Use a whole year.').min(1900).max(2100),
  title: shortTextSchema,
  description: shortTextSchema,
});

export const experienceBadgeSchema = z.object({
  value: shortTextSchema,
  label: shortTextSchema,
});

/** `content/availability`: how to work with the owner, and the path that led here. */
export const availabilityDocumentSchema = z.object({
  availabilityIntro: availabilityIntroSchema,
  availabilityCards: keyedList(availabilityCardSchema, 'id'),
  journey: keyedList(journeyEntrySchema, 'year'),
  experienceBadges: keyedList(experienceBadgeSchema, 'label'),
});

export type AvailabilityIntro = z.infer<typeof availabilityIntroSchema>;
export type AvailabilityIconKey = z.infer<typeof availabilityIconKeySchema>;
export type AvailabilityCard = z.infer<typeof availabilityCardSchema>;
export type JourneyEntry = z.infer<typeof journeyEntrySchema>;
export type ExperienceBadge = z.infer<typeof experienceBadgeSchema>;
