import { z } from '../zod';
import { freeText } from '../fields';
import { sectionIdSchema } from '../content/navigation-schema';

/** `POST /api/quinn-chat`: one visitor message to Quinn, within one conversation. */
export const QUINN_MESSAGE_MAX = 500;
/** Quick replies offered under an answer. */
export const QUINN_QUICK_REPLIES_MAX = 3;

/**
 * The conversation id the browser makes once per conversation (a UUID or similar): it keys the
 * stored conversation and its rate limit, so it must be a safe document id.
 */
export const conversationIdSchema = z
  .string({ error: 'A conversation id is required.' })
  .regex(
    /^[A-Za-z0-9_-]{16,64}$/,
    'A conversation id is 16 to 64 letters, digits, hyphens or underscores.',
  );

export const quinnChatRequestSchema = z.object({
  message: freeText({
    label: 'Message',
    max: QUINN_MESSAGE_MAX,
    min: 1,
    required: 'Please type a message for Quinn.',
    multiline: true,
  }),
  /** Named `userId` on the wire for compatibility; it is the conversation's id, not an account. */
  userId: conversationIdSchema,
});
export type QuinnChatRequest = z.infer<typeof quinnChatRequestSchema>;

export const QUINN_CATEGORIES = [
  'greeting',
  'services',
  'pricing',
  'availability',
  'experience',
  'education',
  'projects',
  'skills',
  'location',
  'contact',
  'booking',
  'project-start',
  'consultation',
  'about',
  'out-of-scope',
  'fallback',
] as const;
export const quinnCategorySchema = z.enum(QUINN_CATEGORIES);
export type QuinnCategory = z.infer<typeof quinnCategorySchema>;

/** Where on the page an answer comes from, so the panel can link and scroll to it. */
export const quinnSourceSchema = z.object({
  section: sectionIdSchema,
  /** What the link says, e.g. "Experience" or "Booking a session". */
  label: z.string().min(1).max(100),
});
export type QuinnSource = z.infer<typeof quinnSourceSchema>;

export const quinnResponseSchema = z.object({
  message: z.string(),
  category: quinnCategorySchema,
  priority: z.enum(['low', 'medium', 'high']),
  suggestedActions: z.array(z.string()).max(QUINN_QUICK_REPLIES_MAX),
  /** 0 to 1: how sure the engine is that it understood the question. */
  confidence: z.number().min(0).max(1),
  source: quinnSourceSchema.optional(),
});
export type QuinnResponse = z.infer<typeof quinnResponseSchema>;

/** The answer of `POST /api/quinn-chat` on success. */
export const quinnChatAnswerSchema = z.object({
  success: z.literal(true),
  response: quinnResponseSchema,
});
export type QuinnChatAnswer = z.infer<typeof quinnChatAnswerSchema>;

/** The reason a visitor over a Quinn limit reads before "Please try again in …". */
export const QUINN_TOO_MANY_MESSAGES = 'You have sent Quinn a lot of messages in a short time.';
