import type { QuinnMemory } from './answer';
import * as services from './answers-services';
import * as profile from './answers-profile';
import type { Draft } from './draft';
import { rememberedId, rememberedKind, rememberedService, stepThroughRoles } from './follow-ups';
import type { Intent } from './intents';
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

export function answerIntent(reader: Reader, intent: Intent, tokens: readonly string[]): Draft {
  const { knowledge } = reader;
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
