import type { z } from '../zod';
import { contentEntry, shortTextSchema } from './fields-schema';

/** Its `id` is stored on each meeting request, so it never changes once published. */
export const meetingTypeSchema = contentEntry({
  label: shortTextSchema,
});

export type MeetingType = z.infer<typeof meetingTypeSchema>;
