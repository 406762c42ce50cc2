import type { SiteContent } from '../content/documents';
import type { QuinnResponse } from './chat';

/**
 * What Quinn answers from: every published content document (or the built-in default), the same
 * documents the page shows. The phone number is not in them and so can never be said.
 */
export type QuinnContent = SiteContent;

/**
 * What a conversation remembers between turns so a follow-up ("how much is it?") is understood:
 * small, JSON-serialisable, no visitor text. The server stores it with the conversation; the
 * browser keeps it in memory while answering offline.
 */
export interface QuinnMemory {
  /** The topic of the last answer: an intent and the content item it was about. */
  topic?: { intent: string; itemId?: string };
}

/** One answer of the engine: what is sent, plus what the optional model and the next turn need. */
export interface QuinnTurn {
  response: QuinnResponse;
  memory: QuinnMemory;
  /**
   * The content passages the answer was built from, as plain sentences. An optional language
   * model may only rephrase these, and its reply is checked against them.
   */
  passages: string[];
}

export interface QuinnEngine {
  answer(message: string, memory?: QuinnMemory): QuinnTurn;
}
