import type { QuinnContent } from './answer';
import { CUE_WORDS } from './intents';
import { buildKnowledge, type Knowledge } from './knowledge';
import { corrector, STOPWORDS, words } from './normalise';
import {
  createSearch,
  createSiteTextSearch,
  type PassageSearch,
  type SiteTextSearch,
} from './search';
import { siteTexts } from './site-text';

/** What the engine reads a question with, built once per content version. */
export interface Reader {
  knowledge: Knowledge;
  search: PassageSearch;
  /** Everything else the site says, searched when no intent of Quinn's own answers. */
  searchSiteTexts: SiteTextSearch;
  correct: (tokens: readonly string[]) => string[];
  /** Every word Quinn knows as written: cues, stopwords and content. */
  known: ReadonlySet<string>;
  /** The words of every item's names, and Marcus's. */
  names: ReadonlySet<string>;
  /** A word content or the cues hold, as written or after typo correction. */
  isKnown: (word: string) => boolean;
}

export function createReader(content: QuinnContent): Reader {
  const knowledge = buildKnowledge(content);
  const texts = siteTexts(content);
  const contentWords = [...knowledge.passages, ...texts].flatMap((passage) =>
    words(`${passage.title} ${passage.keywords} ${passage.text}`),
  );
  const vocabulary = [...CUE_WORDS, ...STOPWORDS, ...contentWords];
  const known = new Set(vocabulary);
  const correct = corrector(vocabulary, CUE_WORDS);
  return {
    knowledge,
    search: createSearch(knowledge.passages),
    searchSiteTexts: createSiteTextSearch(texts),
    correct,
    known,
    names: new Set([
      'marcus',
      'ellison',
      ...knowledge.passages.flatMap((passage) => passage.names.flatMap((name) => words(name))),
    ]),
    isKnown: (word) => words(word).every((part) => known.has(correct([part])[0] ?? part)),
  };
}
