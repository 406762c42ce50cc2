import MiniSearch from 'minisearch';
import type { Passage, PassageKind } from './knowledge';
import { STOPWORDS, words } from './normalise';
import type { SiteText } from './site-text';

export interface Hit {
  id: string;
  kind: PassageKind;
  score: number;
  /** Did a query word meet the passage's title (not only its keywords)? */
  named: boolean;
  /** The query words that met the passage. */
  terms: string[];
}

export type PassageSearch = (terms: readonly string[], kinds?: readonly PassageKind[]) => Hit[];

/** The words of a question worth searching for: no stopwords, no bare numbers. */
export function searchTerms(tokens: readonly string[]): string[] {
  return tokens.filter((token) => !STOPWORDS.has(token) && !/^\d/.test(token));
}

const SEARCH_OPTIONS = {
  tokenize: (text: string) => words(text),
  processTerm: (term: string) => (STOPWORDS.has(term) ? null : term),
  searchOptions: {
    boost: { title: 3 },
    prefix: (term: string) => term.length >= 5,
    fuzzy: (term: string) => (term.length >= 6 ? 1 : false),
  },
};

/**
 * Full-text search over the passages' titles and keywords (MiniSearch: measured best for this
 * engine, see docs/quinn.md). Fuzzy and prefix matching catch what the typo corrector leaves.
 */
export function createSearch(passages: readonly Passage[]): PassageSearch {
  const index = new MiniSearch<Passage>({ fields: ['title', 'keywords'], ...SEARCH_OPTIONS });
  index.addAll(passages);
  const byId = new Map(passages.map((passage) => [passage.id, passage]));
  return (terms, kinds) => {
    if (terms.length === 0) return [];
    return index.search(terms.join(' ')).flatMap((result): Hit[] => {
      const passage = byId.get(String(result.id));
      if (!passage || (kinds && !kinds.includes(passage.kind))) return [];
      return [
        {
          id: passage.id,
          kind: passage.kind,
          score: result.score,
          named: Object.values(result.match).some((fields) => fields.includes('title')),
          terms: result.queryTerms,
        },
      ];
    });
  };
}

/** The site text a question's words point at most, with whether they met its title. */
export interface SiteTextHit {
  text: SiteText;
  named: boolean;
  terms: string[];
}

export type SiteTextSearch = (terms: readonly string[]) => SiteTextHit | undefined;

/** The same search over every text the site publishes (site-text.ts). */
export function createSiteTextSearch(texts: readonly SiteText[]): SiteTextSearch {
  const index = new MiniSearch<SiteText>({ fields: ['title', 'keywords'], ...SEARCH_OPTIONS });
  index.addAll(texts);
  const byId = new Map(texts.map((text) => [text.id, text]));
  return (terms) => {
    if (terms.length === 0) return undefined;
    const [best] = index.search(terms.join(' '));
    const text = best && byId.get(String(best.id));
    if (!best || !text) return undefined;
    return {
      text,
      named: Object.values(best.match).some((fields) => fields.includes('title')),
      terms: best.queryTerms,
    };
  };
}
