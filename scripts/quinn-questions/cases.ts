import type { SectionId } from '../../functions/src/shared/content/navigation-schema.js';
import type { QuinnCategory } from '../../functions/src/shared/quinn/chat.js';

/** One message of a conversation and what its answer must and must not say. */
export interface Turn {
  ask: string;
  /** Texts the answer contains (case-insensitive): the facts that make it right. */
  must?: readonly string[];
  /** Texts the answer never contains: the other price, an injected figure, a leak. */
  mustNot?: readonly string[];
  /** The categories that count as right. */
  category?: QuinnCategory | readonly QuinnCategory[];
  section?: SectionId;
}

export type CaseGroup = 'written' | 'generated' | 'typo' | 'out-of-scope' | 'injection';

export interface QuinnCase {
  id: string;
  group: CaseGroup;
  turns: readonly Turn[];
  /** The passage ids that hold the answer, for measuring the search libraries' recall. */
  passages?: readonly string[];
}

/** A one-message case. */
export function ask(
  group: CaseGroup,
  id: string,
  turn: Turn,
  passages?: readonly string[],
): QuinnCase {
  return { id, group, turns: [turn], ...(passages ? { passages } : {}) };
}
