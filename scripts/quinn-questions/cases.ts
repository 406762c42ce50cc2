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

/** What a one-message case checks besides the facts its answer contains. */
export interface Checks {
  mustNot?: Turn['mustNot'];
  category?: Turn['category'];
  passages?: QuinnCase['passages'];
}

/**
 * A one-message case written as one row: `[id, question, the facts its answer contains, the other
 * checks]`; with no facts listed, none are checked.
 */
export type Row = readonly [id: string, question: string, must: readonly string[], checks?: Checks];

/** The case a row stands for, in `group`, its id after `prefix`. */
export function fromRow(
  group: CaseGroup,
  [id, question, must, { passages, ...checks } = {}]: Row,
  prefix = '',
): QuinnCase {
  return ask(
    group,
    `${prefix}${id}`,
    { ask: question, ...(must.length > 0 ? { must } : {}), ...checks },
    passages,
  );
}
