import { z } from '../zod';
import { contentEntry, keyedList, shortTextSchema } from './fields-schema';

/** Its `id` is stored on each meeting request, so it never changes once published. */
export const meetingTypeSchema = contentEntry({
  label: shortTextSchema,
});

/** `content/meeting-types`: what a visitor can ask to meet about. */
export const meetingTypesDocumentSchema = z.object({
  meetingTypes: keyedList(meetingTypeSchema, 'id'),
});

export type MeetingType = z.infer<typeof meetingTypeSchema>;
