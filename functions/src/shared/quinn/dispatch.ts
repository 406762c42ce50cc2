import type { QuinnMemory } from './answer';
import * as services from './answers-services';
import * as profile from './answers-profile';
import type { Draft } from './draft';
import { rememberedId, rememberedKind, rememberedService, stepThroughRoles } from './follow-ups';
import type { Intent } from './intents';
import type { Knowledge } from './knowledge';
import type { Reader } from './reader';
import * as replies from './replies';
import type { Hit } from './search';

// From an intent and an item to the answer that states it.

function priceReading(tokens: readonly string[]): services.PriceReading {
  const text = ` ${tokens.join(' ')} `;
  const hourly =
    /\b(hourly|rate|rates|consulting|consultancy|per hour|an hour|a hour|each hour)\b/.test(text);
  const session = /\b(session|sessions|book|booking|booked|catalog|fixed)\b/.test(text);
  if (hourly && !session) return 'hourly';
  if (session && !hourly) return 'session';
  return 'both';
}

export function answerItem(
  reader: Reader,
  hit: Pick<Hit, 'id' | 'kind'>,
  intent: Intent,
  tokens: readonly string[],
): Draft | undefined {
  const { knowledge } = reader;
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

type IntentAnswer = (knowledge: Knowledge, tokens: readonly string[]) => Draft;

/** The general answer of each intent, when the question names no item. */
const INTENT_ANSWERS: { readonly [Name in Intent]: IntentAnswer } = {
  greeting: replies.greeting,
  thanks: replies.thanks,
  services: services.servicesOverview,
  price: (knowledge, tokens) => services.pricesOverview(knowledge, priceReading(tokens)),
  duration: services.durationsOverview,
  includes: services.servicesOverview,
  categories: (knowledge) => services.projectCategories(knowledge),
  quotes: (knowledge) => services.quotes(knowledge),
  availability: profile.workingHours,
  'response-time': profile.responseTime,
  experience: profile.experienceOverview,
  education: profile.education,
  journey: profile.journey,
  projects: profile.projectsOverview,
  skills: profile.skillsOverview,
  'soft-skills': profile.softSkillsOverview,
  location: profile.location,
  contact: profile.contact,
  phone: profile.phone,
  social: profile.social,
  booking: services.howToBook,
  'project-start': services.startProject,
  consultation: services.freeConsultation,
  // "Who are you?" is about Quinn, who answers with its greeting.
  about: (knowledge, tokens) =>
    tokens.some((token) => ['you', 'yourself', 'quinn', 'your'].includes(token))
      ? replies.greeting(knowledge)
      : profile.about(knowledge),
  opportunities: (knowledge) => profile.opportunities(knowledge),
  websites: (knowledge) => profile.websites(knowledge),
};

export function answerIntent(reader: Reader, intent: Intent, tokens: readonly string[]): Draft {
  return INTENT_ANSWERS[intent](reader.knowledge, tokens);
}

/** A question about the remembered item ("how much is it?", "and before that?"). */
export function followUp(
  reader: Reader,
  intent: Intent | undefined,
  tokens: readonly string[],
  memory?: QuinnMemory,
): Draft | undefined {
  const { knowledge } = reader;
  const step = stepThroughRoles(knowledge, tokens, memory);
  if (step)
    return answerItem(
      reader,
      { id: `experience:${step}`, kind: 'experience' },
      'experience',
      tokens,
    );
  if (!intent || !['price', 'duration', 'includes', 'booking'].includes(intent)) return undefined;
  const topic = rememberedService(knowledge, memory);
  if (topic)
    return answerItem(reader, { id: `service:${topic.id}`, kind: 'service' }, intent, tokens);
  const kind = rememberedKind(memory);
  if (intent === 'price' && (kind === 'category' || kind === 'quote')) {
    return answerItem(reader, { id: `${kind}:${rememberedId(memory)}`, kind }, intent, tokens);
  }
  return undefined;
}
