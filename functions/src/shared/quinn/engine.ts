import type { QuinnContent, QuinnEngine, QuinnMemory, QuinnTurn } from './answer';
import * as profile from './answers-profile';
import type { QuinnResponse } from './chat';
import { answerIntent, answerItem, followUp } from './dispatch';
import type { Draft } from './draft';
import { isInjection, isOutOfScope, namesSomeoneElse } from './guard';
import { type Intent, scoreIntents } from './intents';
import { pickItem } from './items';
import { words } from './normalise';
import { createReader, type Reader } from './reader';
import * as replies from './replies';
import { searchTerms } from './search';
import { siteTextAnswer } from './site-text';

// Re-exported: callers that build the engine take its default content from the same module.
export { defaultQuinnContent } from './default-content';

/** Intents that ask about a person: a question naming someone else gets no answer about Marcus. */
const ABOUT_A_PERSON: ReadonlySet<Intent> = new Set([
  'about',
  'contact',
  'phone',
  'location',
  'experience',
  'education',
  'social',
]);

/** Personal details asked of a name Quinn does not know ("the CEO of Google") are someone else's. */
const DETAILS: ReadonlySet<Intent> = new Set(['about', 'contact', 'phone', 'location', 'social']);

/**
 * "who is bill gates", "email of john smith": right after who is / of / for, a word that is
 * neither known as written nor a typo of a name Quinn knows.
 */
function asksAboutUnknown(reader: Reader, raw: readonly string[]): boolean {
  return raw.some((token, index) => {
    const before = raw.slice(Math.max(0, index - 2), index).join(' ');
    const pointed = /(^| )(of|for)$/.test(before) || /who is$/.test(before);
    const name = reader.correct([token])[0] ?? token;
    return (
      pointed && /^[a-z]{3,}$/.test(token) && !reader.known.has(token) && !reader.names.has(name)
    );
  });
}

const PRIORITY: Record<QuinnResponse['category'], QuinnResponse['priority']> = {
  greeting: 'low',
  services: 'medium',
  pricing: 'high',
  availability: 'medium',
  experience: 'low',
  education: 'low',
  projects: 'low',
  skills: 'low',
  location: 'low',
  contact: 'medium',
  booking: 'high',
  'project-start': 'high',
  consultation: 'high',
  about: 'low',
  'out-of-scope': 'low',
  fallback: 'low',
};

/** The years content speaks of, so "what did he do in 2015" is read as a year. */
function yearIn(tokens: readonly string[]): number | undefined {
  const year = tokens.find((token) => /^(19|20)\d\d$/.test(token));
  return year === undefined ? undefined : Number(year);
}

const YEAR_INTENTS: ReadonlySet<Intent> = new Set([
  'experience',
  'journey',
  'education',
  'about',
  'location',
  'availability',
]);

function draftFor(
  reader: Reader,
  message: string,
  memory?: QuinnMemory,
): { draft: Draft; followed: boolean } {
  const raw = words(message);
  const tokens = reader.correct(raw);
  const { knowledge } = reader;
  const done = (draft: Draft, followed = false) => ({ draft, followed });
  if (tokens.length === 0) return done(replies.notUnderstood(knowledge));
  if (isInjection(tokens, message) || isInjection(raw, message)) {
    return done(replies.refused(knowledge));
  }
  if (isOutOfScope(tokens) || isOutOfScope(raw)) return done(replies.outOfScope(knowledge));
  const top = scoreIntents(tokens)[0];
  const intent = top?.intent;
  if (
    intent &&
    ABOUT_A_PERSON.has(intent) &&
    (namesSomeoneElse(message, reader.isKnown) ||
      (DETAILS.has(intent) && asksAboutUnknown(reader, raw)))
  ) {
    return done(replies.someoneElse(knowledge));
  }
  const year = yearIn(tokens);
  if (year !== undefined && (!intent || YEAR_INTENTS.has(intent))) {
    return done(profile.inYear(knowledge, year) ?? profile.experienceOverview(knowledge));
  }
  const picked = pickItem(reader, tokens, top, memory);
  if (picked) {
    const draft = answerItem(reader, picked.hit, picked.intent, tokens);
    if (draft) return done(draft, picked.carried);
  }
  const followed = followUp(reader, intent, tokens, memory);
  if (followed) return done(followed, true);
  if (intent) return done(answerIntent(reader, intent, tokens));
  // Nothing Quinn answers by itself: what the site says about the words asked, if it says it.
  const told = reader.searchSiteTexts(searchTerms(tokens));
  if (told && (told.named || told.terms.length >= 2)) return done(siteTextAnswer(told.text));
  return done(replies.notUnderstood(knowledge));
}

/** Builds Quinn over one version of the content (the published one, or the defaults). */
export function createQuinn(content: QuinnContent): QuinnEngine {
  const reader = createReader(content);
  return {
    answer(message: string, memory?: QuinnMemory): QuinnTurn {
      const { draft, followed } = draftFor(reader, message, memory);
      const response: QuinnResponse = {
        message: draft.message,
        category: draft.category,
        priority: draft.priority ?? PRIORITY[draft.category],
        suggestedActions: [...new Set(draft.suggested)].slice(0, 3),
        confidence: followed ? Math.min(draft.confidence, 0.75) : draft.confidence,
        ...(draft.source ? { source: { ...draft.source } } : {}),
      };
      return {
        response,
        memory: draft.topic ? { topic: draft.topic } : (memory ?? {}),
        passages: draft.passages,
      };
    },
  };
}
