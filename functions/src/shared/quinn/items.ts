import type { QuinnMemory } from './answer';
import { carriesOver } from './follow-ups';
import { CUE_WORDS, type Intent, INTENTS } from './intents';
import type { PassageKind } from './knowledge';
import { words } from './normalise';
import type { Reader } from './reader';
import { type Hit, searchTerms } from './search';

// Which item a question is about (a service, a role, a project…) and which intent to answer it
// with, from the intent's strength, the kinds it can answer and how fully the item is named.

/** Which kinds of item can answer each intent; intents not listed need no item. */
export const ITEM_KINDS: Partial<Record<Intent, readonly PassageKind[]>> = {
  price: ['service', 'category', 'quote'],
  duration: ['service'],
  includes: ['service'],
  booking: ['service'],
  services: ['service'],
  categories: ['category'],
  quotes: ['quote'],
  experience: ['experience', 'education', 'journey'],
  education: ['education'],
  journey: ['journey'],
  projects: ['project', 'website'],
  skills: ['skill', 'soft-skill'],
  'soft-skills': ['soft-skill'],
  opportunities: ['opportunity'],
  websites: ['website', 'project'],
};

/** What a bare item is answered with when the question says nothing more. */
const DEFAULT_INTENT: Record<PassageKind, Intent> = {
  service: 'services',
  category: 'price',
  quote: 'quotes',
  experience: 'experience',
  education: 'education',
  journey: 'journey',
  project: 'projects',
  skill: 'skills',
  'soft-skill': 'skills',
  website: 'websites',
  opportunity: 'opportunities',
};

const KIND_ORDER: readonly PassageKind[] = [
  'service',
  'project',
  'experience',
  'skill',
  'category',
  'quote',
  'education',
  'opportunity',
  'website',
  'journey',
  'soft-skill',
];

/**
 * The hit that meets most of the question's words; among close scores across kinds
 * ("QuantumSync" is a project and a website) the likelier kind wins.
 */
function likeliest(hits: readonly Hit[]): Hit | undefined {
  const most = Math.max(0, ...hits.map((hit) => hit.terms.length));
  const best = hits.filter((hit) => hit.terms.length === most);
  const [top] = best;
  if (!top) return undefined;
  const close = best.filter((hit) => hit.score >= top.score * 0.8);
  return close.sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind))[0];
}

/**
 * The item a question points at: named by a title word, or met by two or more of its words
 * ("audit my architecture"); among the kinds its intent allows, also by one word that is not
 * the intent's own cue ("did he work in Leeds").
 */
function findItem(
  reader: Reader,
  tokens: readonly string[],
  kinds: readonly PassageKind[] | undefined,
): Hit | undefined {
  const hits = reader.search(searchTerms(tokens), kinds);
  return likeliest(
    hits.filter(
      (hit) =>
        hit.named ||
        hit.terms.length >= 2 ||
        (kinds !== undefined && hit.terms.some((term) => !CUES.has(term))),
    ),
  );
}

const CUES: ReadonlySet<string> = new Set(CUE_WORDS);

/** An item whose whole name is in the question ("Northbeam Technologies"), longest name first. */
function namedInFull(reader: Reader, tokens: readonly string[]): Hit | undefined {
  const asked = new Set(tokens);
  const fullLength = (hit: Hit): number => {
    const names = reader.knowledge.byId.get(hit.id)?.names ?? [];
    const lengths = names
      .map((name) => searchTerms(reader.correct(words(name))))
      .filter((terms) => terms.length > 0 && terms.every((term) => asked.has(term)))
      .map((terms) => terms.length);
    return Math.max(0, ...lengths);
  };
  const full = reader
    .search(searchTerms(tokens))
    .map((hit) => ({ hit, length: fullLength(hit) }))
    .filter((entry) => entry.length > 0)
    .sort(
      (a, b) =>
        b.length - a.length || KIND_ORDER.indexOf(a.hit.kind) - KIND_ORDER.indexOf(b.hit.kind),
    );
  return full[0]?.hit;
}

/** Kinds an item can be of and still beat a question's intent that cannot name it. */
const STANDALONE: readonly PassageKind[] = ['project', 'experience', 'skill', 'website', 'journey'];
/** Intents a named item overrides ("Is CodeVista available?" asks about CodeVista). */
const YIELDING: ReadonlySet<Intent> = new Set(['availability', 'greeting', 'thanks']);

/** Which item and which intent answer the question, by the rules in docs/quinn.md. */
export function pickItem(
  reader: Reader,
  tokens: readonly string[],
  top: { intent: Intent; score: number } | undefined,
  memory: QuinnMemory | undefined,
): { hit: Hit; intent: Intent; carried: boolean } | undefined {
  const asked = top?.intent === 'about' ? undefined : top?.intent;
  const carried = carriesOver(tokens)
    ? INTENTS.find((name) => name === memory?.topic?.intent)
    : undefined;
  const kinds = asked ? ITEM_KINDS[asked] : undefined;
  const weak = (top?.score ?? 0) <= 2;
  const full = namedInFull(reader, tokens);
  if (full && (!asked || kinds?.includes(full.kind))) {
    return {
      hit: full,
      intent: asked ?? carried ?? DEFAULT_INTENT[full.kind],
      carried: Boolean(carried && !asked),
    };
  }
  const own = kinds ? findItem(reader, tokens, kinds) : undefined;
  if (asked && own) return { hit: own, intent: asked, carried: false };
  // An item named in full beats an intent that cannot answer about it, unless that intent
  // asks something else of it ("Is the Technical Deep Dive available on Fridays?").
  const yields = asked !== undefined && YIELDING.has(asked);
  if (full && (kinds || weak || (yields && STANDALONE.includes(full.kind)))) {
    return { hit: full, intent: DEFAULT_INTENT[full.kind], carried: false };
  }
  if (!asked || weak) {
    const any = findItem(reader, tokens, undefined);
    if (any) {
      const intent = asked ? DEFAULT_INTENT[any.kind] : (carried ?? DEFAULT_INTENT[any.kind]);
      return { hit: any, intent, carried: Boolean(carried && !asked) };
    }
  }
  return undefined;
}
