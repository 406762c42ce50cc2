import { z } from '../zod';
import {
  contentEntry,
  contentIdSchema,
  keyedList,
  longTextSchema,
  priceSchema,
  shortTextSchema,
} from './fields-schema';

/**
 * An hourly consulting service Quinn offers in chat. Its rate is per hour and is not the price of
 * a booked session: the booking catalogue (`content/services`) prices those, and Quinn always
 * says which of the two it is quoting.
 */
export const chatServiceSchema = contentEntry({
  name: shortTextSchema,
  description: longTextSchema,
  /** Whole pounds per hour. */
  hourlyRate: priceSchema,
  /** As shown, e.g. "1-2 hours" or "Flexible". */
  duration: shortTextSchema,
  /** The booking catalogue's session closest to this service, if any (its id in `content/services`). */
  bookableAs: contentIdSchema.optional(),
});

/** A price Quinn quotes when asked for a quote (e.g. "Initial consultation", "£100-150"). */
export const quotedPriceSchema = contentEntry({
  label: shortTextSchema,
  price: shortTextSchema,
});

/** `content/assistant`: what Quinn says that the rest of the page does not already hold. */
export const assistantDocumentSchema = z.object({
  greeting: longTextSchema,
  chatServices: keyedList(chatServiceSchema, 'id'),
  quotedPrices: keyedList(quotedPriceSchema, 'id'),
  /** When the owner works and answers, as said in chat. */
  workingHours: z.object({
    days: shortTextSchema,
    hours: shortTextSchema,
    responseTime: shortTextSchema,
  }),
  /** The free first call, in minutes. */
  freeConsultationMinutes: z.number().int().min(5).max(120),
});

export type ChatService = z.infer<typeof chatServiceSchema>;
export type QuotedPrice = z.infer<typeof quotedPriceSchema>;
export type AssistantContent = z.infer<typeof assistantDocumentSchema>;
