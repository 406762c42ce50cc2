import { z } from '../zod';
import { contentEntry, keyedList, priceSchema, shortTextSchema } from './fields-schema';

export const serviceSchema = contentEntry({
  name: shortTextSchema,
  /** Whole pounds (the catalogue is priced in GBP). */
  price: priceSchema,
  /** As shown, e.g. "2 hours". */
  duration: shortTextSchema,
  /** How long the session holds the owner's calendar: the slots it claims. */
  minutes: z.number().int('Use whole minutes.').min(15).max(600),
  features: z.array(shortTextSchema).readonly(),
});

export type Service = z.infer<typeof serviceSchema>;

/** `content/services`: the paid services a visitor can book, in the order shown. */
export const servicesDocumentSchema = z.object({ services: keyedList(serviceSchema, 'id') });
