import { z } from '../zod';
import { contentEntry, keyedList, shortTextSchema } from './fields-schema';

// The booking feature brings the service catalogue (SPEC §3) as default data and registers this
// document in documents.ts and defaults.ts; until then nothing shows services.

export const serviceSchema = contentEntry({
  name: shortTextSchema,
  /** Whole pounds (the catalogue is priced in GBP). */
  price: z.number().int('Use whole pounds.').min(0),
  /** As shown, e.g. "2 hours". */
  duration: shortTextSchema,
  features: z.array(shortTextSchema).readonly(),
});

/** `content/services`: the paid services a visitor can book. */
export const servicesDocumentSchema = z.object({
  services: keyedList(serviceSchema, 'id'),
});

export type Service = z.infer<typeof serviceSchema>;
