import { PROJECT_CATEGORIES } from '../project-categories';
import { type AnswerKind, type Draft, draft, KINDS } from './draft';
import { listOf, lowerFirst, perHour, pounds, sentences } from './format';
import { hourlySentence, type Knowledge, type ServiceTopic } from './knowledge';
import { ASK, askServicePrice } from './suggestions';

// Answers about what can be bought: the booked sessions (catalogue prices), the hourly
// consulting (chat rates), project categories, quotes, booking and starting a project. A
// session price and an hourly rate are never put in one sentence.

/** Which price a question asks for: "per hour" reads the rate, "a session" the catalogue. */
export type PriceReading = 'session' | 'hourly' | 'both';

function sessionPrice(topic: ServiceTopic): string {
  return topic.session
    ? `A booked ${topic.session.name} session is ${pounds(topic.session.price)} for ${topic.session.duration}.`
    : '';
}

function hourlyPrice(topic: ServiceTopic): string {
  return topic.hourly ? hourlySentence(topic.hourly) : '';
}

/** Booking one service ranks as its other answers do (medium), below the general how-to-book. */
const SERVICE_BOOKING: AnswerKind = { ...KINDS.booking, priority: 'medium' };

function serviceDraft(
  topic: ServiceTopic,
  intent: string,
  parts: string[],
  suggested: string[],
): Draft {
  const kind =
    intent === 'price' ? KINDS.prices : intent === 'booking' ? SERVICE_BOOKING : KINDS.services;
  return draft(sentences(parts), kind, suggested, { intent, itemId: `service:${topic.id}` }, 0.9);
}

/** The price sentences a reading asks for, or why the service has no such price. */
function priceSentences(topic: ServiceTopic, reading: PriceReading): string[] {
  if (reading === 'hourly' && !topic.hourly) {
    return [`${topic.name} has no hourly consulting rate.`, sessionPrice(topic)];
  }
  if (reading === 'session' && !topic.session) {
    return [`${topic.name} is not a bookable session.`, hourlyPrice(topic)];
  }
  return [
    reading === 'hourly' ? '' : sessionPrice(topic),
    reading === 'session' ? '' : hourlyPrice(topic),
  ];
}

export function servicePrice(topic: ServiceTopic, reading: PriceReading): Draft {
  const suggested = [ASK.includes, ASK.howLong, ASK.book];
  return serviceDraft(topic, 'price', priceSentences(topic, reading), suggested);
}

export function serviceDuration(topic: ServiceTopic): Draft {
  const hourly = topic.hourly;
  return serviceDraft(
    topic,
    'duration',
    [
      topic.session
        ? `A booked ${topic.session.name} session lasts ${topic.session.duration}.`
        : '',
      hourly
        ? /\d/.test(hourly.duration)
          ? `As hourly consulting, ${hourly.name} usually takes ${hourly.duration}.`
          : `As hourly consulting, ${hourly.name} is ${lowerFirst(hourly.duration)} in length.`
        : '',
    ],
    [ASK.howMuch, ASK.includes, ASK.book],
  );
}

export function serviceIncludes(topic: ServiceTopic): Draft {
  const { session, hourly } = topic;
  return serviceDraft(
    topic,
    'includes',
    [
      session
        ? `A booked ${session.name} session covers ${listOf(session.features.map(lowerFirst))}.`
        : '',
      hourly ? `${hourly.name}: ${hourly.description}` : '',
    ],
    [ASK.howMuch, ASK.howLong, ASK.book],
  );
}

export function serviceSummaryAnswer(topic: ServiceTopic): Draft {
  return serviceDraft(
    topic,
    'services',
    [
      topic.hourly
        ? `${topic.hourly.name}: ${topic.hourly.description}`
        : `${topic.name} covers ${listOf(topic.session?.features.map(lowerFirst) ?? [])}.`,
      sessionPrice(topic),
      hourlyPrice(topic),
    ],
    [ASK.includes, ASK.howLong, ASK.book],
  );
}

export function serviceBooking(knowledge: Knowledge, topic: ServiceTopic): Draft {
  const session = topic.session;
  return serviceDraft(
    topic,
    'booking',
    session
      ? [
          `Book a ${session.name} session in the booking wizard in the Availability section.`,
          `A booked session is ${pounds(session.price)} for ${session.duration}.`,
        ]
      : [
          `${topic.name} is arranged in a meeting: request one with the meeting scheduler in the Availability section.`,
          `The first ${knowledge.content.assistant.freeConsultationMinutes}-minute consultation is free.`,
        ],
    [ASK.includes, ASK.fridays, ASK.consultation],
  );
}

export function servicesOverview(knowledge: Knowledge): Draft {
  const sessions = knowledge.services.flatMap((topic) =>
    topic.session ? [topic.session.name] : [],
  );
  const hourly = knowledge.content.assistant.chatServices.map((service) => service.name);
  const message = sentences([
    sessions.length ? `Marcus offers booked sessions: ${listOf(sessions)}.` : '',
    hourly.length ? `He also consults by the hour: ${listOf(hourly)}.` : '',
  ]);
  return draft(message, KINDS.services, [askServicePrice(knowledge), ASK.hourly, ASK.book], {
    intent: 'services',
  });
}

export function pricesOverview(knowledge: Knowledge, reading: PriceReading): Draft {
  const sessions = knowledge.content.services.services.map(
    (session) => `${session.name} ${pounds(session.price)} (${session.duration})`,
  );
  const hourly = knowledge.content.assistant.chatServices.map(
    (service) => `${service.name} ${perHour(service.hourlyRate)}`,
  );
  const message = sentences([
    reading !== 'hourly' && sessions.length ? `Booked sessions: ${sessions.join(', ')}.` : '',
    reading !== 'session' && hourly.length ? `Hourly consulting: ${hourly.join(', ')}.` : '',
  ]);
  const suggested = [askServicePrice(knowledge), ASK.projectRates, ASK.consultation];
  return draft(message, KINDS.prices, suggested, { intent: 'price' });
}

export function durationsOverview(knowledge: Knowledge): Draft {
  const sessions = knowledge.content.services.services.map(
    (session) => `${session.name} ${session.duration}`,
  );
  const hourly = knowledge.content.assistant.chatServices.map(
    (service) =>
      `${service.name} ${/\d/.test(service.duration) ? service.duration : lowerFirst(service.duration)}`,
  );
  const message = sentences([
    sessions.length ? `Booked sessions last: ${sessions.join(', ')}.` : '',
    hourly.length ? `Hourly consulting usually takes: ${hourly.join(', ')}.` : '',
  ]);
  const suggested = [askServicePrice(knowledge), ASK.book, ASK.consultation];
  return draft(message, KINDS.services, suggested, { intent: 'duration' }, 0.8);
}

export function projectCategories(knowledge: Knowledge, categoryId?: string): Draft {
  const category = PROJECT_CATEGORIES.find((item) => item.id === categoryId);
  const message = category
    ? `${category.name} projects are ${category.rate}. Send the idea through the project-idea panel (bottom-left).`
    : `Project rates by category: ${PROJECT_CATEGORIES.map((item) => `${item.name} ${item.rate}`).join(', ')}. ` +
      'Send an idea through the project-idea panel (bottom-left).';
  const suggested = [ASK.startProject, askServicePrice(knowledge), ASK.consultation];
  return draft(message, KINDS.projectPrices, suggested, {
    intent: 'categories',
    itemId: category ? `category:${category.id}` : undefined,
  });
}

export function quotes(knowledge: Knowledge, quoteId?: string): Draft {
  const { quotedPrices, workingHours } = knowledge.content.assistant;
  const chosen = quotedPrices.filter((quote) => !quoteId || quote.id === quoteId);
  const message =
    `Typical quotes: ${chosen.map((quote) => `${quote.label} ${quote.price}`).join('; ')}. ` +
    'For a written quote, describe your project in the project-idea panel (bottom-left); ' +
    `Marcus replies ${workingHours.responseTime}.`;
  const suggested = [ASK.startProject, ASK.projectRates, ASK.consultation];
  return draft(message, KINDS.projectPrices, suggested, {
    intent: 'quotes',
    itemId: quoteId ? `quote:${quoteId}` : undefined,
  });
}

export function howToBook(knowledge: Knowledge): Draft {
  const { days, hours } = knowledge.content.assistant.workingHours;
  const message =
    'Book a paid session with the booking wizard in the Availability section: pick a service, ' +
    'then a free slot. To talk first, request a meeting with the meeting scheduler just below it. ' +
    `Marcus works ${days}, ${hours}.`;
  const suggested = [ASK.services, askServicePrice(knowledge), ASK.consultation];
  return draft(message, KINDS.booking, suggested, { intent: 'booking' });
}

export function startProject(knowledge: Knowledge): Draft {
  const { responseTime } = knowledge.content.assistant.workingHours;
  const message =
    'To start a project, open the project-idea panel with the button at the bottom-left of the ' +
    `page and describe what you have in mind. Marcus replies ${responseTime}.`;
  const suggested = [ASK.projectRates, ASK.consultation, ASK.book];
  return draft(message, KINDS.projectStart, suggested, { intent: 'project-start' });
}

export function freeConsultation(knowledge: Knowledge): Draft {
  const minutes = knowledge.content.assistant.freeConsultationMinutes;
  const message =
    `The first consultation is free: ${minutes} minutes to talk through what you need. ` +
    'Request it with the meeting scheduler in the Availability section.';
  const suggested = [ASK.fridays, ASK.services, ASK.startProject];
  return draft(message, KINDS.consultation, suggested, { intent: 'consultation' }, 0.9);
}
