import { defaultContent } from '../content/defaults';
import type { QuinnContent, QuinnEngine, QuinnMemory, QuinnTurn } from './answer';
import * as services from './answers-services';
import * as profile from './answers-profile';
import type { QuinnResponse } from './chat';
import type { Draft } from './draft';
import {
  carriesOver,
  rememberedId,
  rememberedKind,
  rememberedService,
  stepThroughRoles,
} from './follow-ups';
import { isInjection, isOutOfScope, namesSomeoneElse } from './guard';
import { CUE_WORDS, type Intent, INTENTS, scoreIntents } from './intents';
import { buildKnowledge, type Knowledge, type PassageKind } from './knowledge';
import { corrector, STOPWORDS, words } from './normalise';
import * as replies from './replies';
import { createSearch, type Hit, type PassageSearch, searchTerms } from './search';

/** The content built into the site, as Quinn reads it. */
export const defaultQuinnContent: QuinnContent = {
  profile: defaultContent.profile,
  experience: defaultContent.experience,
  skills: defaultContent.skills,
  projects: defaultContent.projects,
  availability: defaultContent.availability,
  services: defaultContent.services,
  'meeting-types': defaultContent['meeting-types'],
  'contact-items': defaultContent['contact-items'],
  'social-links': defaultContent['social-links'],
  assistant: defaultContent.assistant,
};

/** Which kinds of item can answer each intent; intents not listed need no item. */
const ITEM_KINDS: Partial<Record<Intent, readonly PassageKind[]>> = {
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
function asksAboutUnknown(engine: Engine, raw: readonly string[]): boolean {
  return raw.some((token, index) => {
    const before = raw.slice(Math.max(0, index - 2), index).join(' ');
    const pointed = /(^| )(of|for)$/.test(before) || /who is$/.test(before);
    const name = engine.correct([token])[0] ?? token;
    return (
      pointed && /^[a-z]{3,}$/.test(token) && !engine.known.has(token) && !engine.names.has(name)
    );
  });
}

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

function priceReading(tokens: readonly string[]): services.PriceReading {
  const text = ` ${tokens.join(' ')} `;
  const hourly =
    /\b(hourly|rate|rates|consulting|consultancy|per hour|an hour|a hour|each hour)\b/.test(text);
  const session = /\b(session|sessions|book|booking|booked|catalog|fixed)\b/.test(text);
  if (hourly && !session) return 'hourly';
  if (session && !hourly) return 'session';
  return 'both';
}

interface Engine {
  knowledge: Knowledge;
  search: PassageSearch;
  correct: (tokens: readonly string[]) => string[];
  /** Every word Quinn knows as written: cues, stopwords and content. */
  known: ReadonlySet<string>;
  /** The words of every item's names, and Marcus's. */
  names: ReadonlySet<string>;
  /** A word content or the cues hold, as written or after typo correction. */
  isKnown: (word: string) => boolean;
}

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
  engine: Engine,
  tokens: readonly string[],
  kinds: readonly PassageKind[] | undefined,
): Hit | undefined {
  const hits = engine.search(searchTerms(tokens), kinds);
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
function namedInFull(engine: Engine, tokens: readonly string[]): Hit | undefined {
  const asked = new Set(tokens);
  const fullLength = (hit: Hit): number => {
    const names = engine.knowledge.byId.get(hit.id)?.names ?? [];
    const lengths = names
      .map((name) => searchTerms(engine.correct(words(name))))
      .filter((terms) => terms.length > 0 && terms.every((term) => asked.has(term)))
      .map((terms) => terms.length);
    return Math.max(0, ...lengths);
  };
  const full = engine
    .search(searchTerms(tokens))
    .map((hit) => ({ hit, length: fullLength(hit) }))
    .filter((entry) => entry.length > 0)
    .sort(
      (a, b) =>
        b.length - a.length || KIND_ORDER.indexOf(a.hit.kind) - KIND_ORDER.indexOf(b.hit.kind),
    );
  return full[0]?.hit;
}

function answerItem(
  engine: Engine,
  hit: Pick<Hit, 'id' | 'kind'>,
  intent: Intent,
  tokens: readonly string[],
): Draft | undefined {
  const { knowledge } = engine;
  const [, id] = hit.id.split(':');
  switch (hit.kind) {
    case 'service': {
      const topic = knowledge.services.find((service) => service.id === id);
      if (!topic) return undefined;
      if (intent === 'price') return services.servicePrice(topic, priceReading(tokens));
      if (intent === 'duration') return services.serviceDuration(topic);
      if (intent === 'includes') return services.serviceIncludes(topic);
      if (intent === 'booking') return services.serviceBooking(knowledge, topic);
      return services.serviceSummaryAnswer(topic);
    }
    case 'category':
      return services.projectCategories(knowledge, id);
    case 'quote':
      return services.quotes(knowledge, id);
    case 'experience': {
      const job = knowledge.content.experience.experience.find((entry) => entry.id === id);
      if (!job) return undefined;
      const sameCompany = knowledge.content.experience.experience.filter(
        (entry) => entry.company === job.company,
      );
      return profile.experienceItems(sameCompany);
    }
    case 'education':
      return profile.education(knowledge);
    case 'journey':
      return profile.journeyStep(knowledge, Number(id));
    case 'project':
      return profile.projectItem(knowledge, id ?? '');
    case 'skill':
    case 'soft-skill':
      return profile.skillItem(knowledge, hit.id);
    case 'website':
      return profile.websites(knowledge, id);
    case 'opportunity':
      return profile.opportunities(knowledge, id);
  }
}

function answerIntent(engine: Engine, intent: Intent, tokens: readonly string[]): Draft {
  const { knowledge } = engine;
  switch (intent) {
    case 'greeting':
      return replies.greeting(knowledge);
    case 'thanks':
      return replies.thanks(knowledge);
    case 'services':
      return services.servicesOverview(knowledge);
    case 'price':
      return services.pricesOverview(knowledge, priceReading(tokens));
    case 'duration':
      return services.durationsOverview(knowledge);
    case 'includes':
      return services.servicesOverview(knowledge);
    case 'categories':
      return services.projectCategories(knowledge);
    case 'quotes':
      return services.quotes(knowledge);
    case 'availability':
      return profile.workingHours(knowledge);
    case 'response-time':
      return profile.responseTime(knowledge);
    case 'experience':
      return profile.experienceOverview(knowledge);
    case 'education':
      return profile.education(knowledge);
    case 'journey':
      return profile.journey(knowledge);
    case 'projects':
      return profile.projectsOverview(knowledge);
    case 'skills':
      return profile.skillsOverview(knowledge);
    case 'soft-skills':
      return profile.softSkillsOverview(knowledge);
    case 'location':
      return profile.location(knowledge);
    case 'contact':
      return profile.contact(knowledge);
    case 'phone':
      return profile.phone(knowledge);
    case 'social':
      return profile.social(knowledge, tokens);
    case 'booking':
      return services.howToBook(knowledge);
    case 'project-start':
      return services.startProject(knowledge);
    case 'consultation':
      return services.freeConsultation(knowledge);
    case 'about':
      return tokens.some((token) => ['you', 'yourself', 'quinn', 'your'].includes(token))
        ? replies.greeting(knowledge)
        : profile.about(knowledge);
    case 'opportunities':
      return profile.opportunities(knowledge);
    case 'websites':
      return profile.websites(knowledge);
  }
}

/** A question about the remembered item ("how much is it?", "and before that?"). */
function followUp(
  engine: Engine,
  intent: Intent | undefined,
  tokens: readonly string[],
  memory?: QuinnMemory,
): Draft | undefined {
  const { knowledge } = engine;
  const step = stepThroughRoles(knowledge, tokens, memory);
  if (step)
    return answerItem(
      engine,
      { id: `experience:${step}`, kind: 'experience' },
      'experience',
      tokens,
    );
  if (!intent || !['price', 'duration', 'includes', 'booking'].includes(intent)) return undefined;
  const topic = rememberedService(knowledge, memory);
  if (topic)
    return answerItem(engine, { id: `service:${topic.id}`, kind: 'service' }, intent, tokens);
  const kind = rememberedKind(memory);
  if (intent === 'price' && (kind === 'category' || kind === 'quote')) {
    return answerItem(engine, { id: `${kind}:${rememberedId(memory)}`, kind }, intent, tokens);
  }
  return undefined;
}

/** The years content speaks of, so "what did he do in 2015" is read as a year. */
function yearIn(tokens: readonly string[]): number | undefined {
  const year = tokens.find((token) => /^(19|20)\d\d$/.test(token));
  return year === undefined ? undefined : Number(year);
}

/** Kinds an item can be of and still beat a question's intent that cannot name it. */
const STANDALONE: readonly PassageKind[] = ['project', 'experience', 'skill', 'website', 'journey'];
/** Intents a named item overrides ("Is CodeVista available?" asks about CodeVista). */
const YIELDING: ReadonlySet<Intent> = new Set(['availability', 'greeting', 'thanks']);

/** Which item and which intent answer the question, by the rules in docs/quinn.md. */
function pickItem(
  engine: Engine,
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
  const full = namedInFull(engine, tokens);
  if (full && (!asked || kinds?.includes(full.kind))) {
    return {
      hit: full,
      intent: asked ?? carried ?? DEFAULT_INTENT[full.kind],
      carried: Boolean(carried && !asked),
    };
  }
  const own = kinds ? findItem(engine, tokens, kinds) : undefined;
  if (asked && own) return { hit: own, intent: asked, carried: false };
  // An item named in full beats an intent that cannot answer about it, unless that intent
  // asks something else of it ("Is the Technical Deep Dive available on Fridays?").
  const yields = asked !== undefined && YIELDING.has(asked);
  if (full && (kinds || weak || (yields && STANDALONE.includes(full.kind)))) {
    return { hit: full, intent: DEFAULT_INTENT[full.kind], carried: false };
  }
  if (!asked || weak) {
    const any = findItem(engine, tokens, undefined);
    if (any) {
      const intent = asked ? DEFAULT_INTENT[any.kind] : (carried ?? DEFAULT_INTENT[any.kind]);
      return { hit: any, intent, carried: Boolean(carried && !asked) };
    }
  }
  return undefined;
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
  engine: Engine,
  message: string,
  memory?: QuinnMemory,
): { draft: Draft; followed: boolean } {
  const raw = words(message);
  const tokens = engine.correct(raw);
  const { knowledge } = engine;
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
    (namesSomeoneElse(message, engine.isKnown) ||
      (DETAILS.has(intent) && asksAboutUnknown(engine, raw)))
  ) {
    return done(replies.someoneElse(knowledge));
  }
  const year = yearIn(tokens);
  if (year !== undefined && (!intent || YEAR_INTENTS.has(intent))) {
    return done(profile.inYear(knowledge, year) ?? profile.experienceOverview(knowledge));
  }
  const picked = pickItem(engine, tokens, top, memory);
  if (picked) {
    const draft = answerItem(engine, picked.hit, picked.intent, tokens);
    if (draft) return done(draft, picked.carried);
  }
  const followed = followUp(engine, intent, tokens, memory);
  if (followed) return done(followed, true);
  if (intent) return done(answerIntent(engine, intent, tokens));
  return done(replies.notUnderstood(knowledge));
}

/** Builds Quinn over one version of the content (the published one, or the defaults). */
export function createQuinn(content: QuinnContent): QuinnEngine {
  const knowledge = buildKnowledge(content);
  const contentWords = knowledge.passages.flatMap((passage) =>
    words(`${passage.title} ${passage.keywords} ${passage.text}`),
  );
  const vocabulary = [...CUE_WORDS, ...STOPWORDS, ...contentWords];
  const known = new Set(vocabulary);
  const correct = corrector(vocabulary, CUE_WORDS);
  const engine: Engine = {
    knowledge,
    search: createSearch(knowledge.passages),
    correct,
    known,
    names: new Set([
      'marcus',
      'ellison',
      ...knowledge.passages.flatMap((passage) => passage.names.flatMap((name) => words(name))),
    ]),
    isKnown: (word) => words(word).every((part) => known.has(correct([part])[0] ?? part)),
  };
  return {
    answer(message: string, memory?: QuinnMemory): QuinnTurn {
      const { draft, followed } = draftFor(engine, message, memory);
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
