import { z } from '../zod';
import { timestampSchema } from '../document-fields';
import { quinnCategorySchema } from './chat';

/** How long a conversation and each of its turns are kept after they were last written. */
export const CHAT_SESSION_DAYS = 30;

/**
 * The engine's `QuinnMemory` as stored: what a follow-up needs from the turn before ("how much is
 * it?"), never visitor text. A unit test holds it to the engine's type, so no field of the memory
 * is dropped between turns.
 */
export const quinnMemorySchema = z.object({
  topic: z.object({ intent: z.string(), itemId: z.string().optional() }).optional(),
});

/**
 * `chatSessions/{conversationId}`: one conversation with Quinn, keyed by the id the browser made
 * for it. Holds only the memory the next turn starts from. Written after every turn without a
 * transaction (the last turn's memory wins), so parallel messages in one conversation never wait
 * on each other. Server only; `expiresAt` lets a TTL policy delete it 30 days after its last turn.
 */
export const chatSessionDocumentSchema = z.object({
  memory: quinnMemorySchema,
  updatedAt: timestampSchema,
  expiresAt: timestampSchema,
});
export type ChatSessionDocument = z.infer<typeof chatSessionDocumentSchema>;

/**
 * `chatSessions/{conversationId}/chatTurns/{id}`: one message and its answer, each created once at a
 * new id, so turns never contend. A TTL policy does not delete subcollections with their parent,
 * so each turn carries its own `expiresAt`. Server only: nobody reads a visitor's words but the
 * owner in the Firebase console.
 */
export const chatTurnDocumentSchema = z.object({
  message: z.string(),
  reply: z.string(),
  category: quinnCategorySchema,
  confidence: z.number().min(0).max(1),
  /** Who worded the reply: the engine, or the optional language model within the engine's facts. */
  answeredBy: z.enum(['engine', 'model']),
  createdAt: timestampSchema,
  expiresAt: timestampSchema,
});
export type ChatTurnDocument = z.infer<typeof chatTurnDocumentSchema>;
