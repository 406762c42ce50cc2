import { PROJECT_CATEGORIES } from '../project-categories';
import { type Draft, SOURCES } from './draft';
import { listOf, lowerFirst, perHour, pounds } from './format';
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

function serviceDraft(
  topic: ServiceTopic,
  intent: string,
  sentences: string[],
  suggested: string[],
): Draft {
  const message = sentences.filter(Boolean).join(' ');
  return {
    message,
    category: intent === 'price' ? 'pricing' : intent === 'booking' ? 'booking' : 'services',
    source: SOURCES.booking,
    suggested,
    passages: [message],
    topic: { intent, itemId: `service:${topic.id}` },
    confidence: 0.9,
    priority: intent === 'price' ? 'high' : 'medium',
  };
}

export function servicePrice(topic: ServiceTopic, reading: PriceReading): Draft {
  const suggested = [ASK.includes, ASK.howLong, ASK.book];
  if (reading === 'hourly' && !topic.hourly) {
    return serviceDraft(
      topic,
      'price',
      [`${topic.name} has no hourly consulting rate.`, sessionPrice(topic)],
      suggested,
    );
  }
  if (reading === 'session' && !topic.session) {
    return serviceDraft(
      topic,
      'price',
      [`${topic.name} is not a bookable session.`, hourlyPrice(topic)],
      suggested,
    );
  }
  return serviceDraft(
    topic,
    'price',
    [
      reading === 'hourly' ? '' : sessionPrice(topic),
      reading === 'session' ? '' : hourlyPrice(topic),
    ],
    suggested,
  );
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
  const message = [
    sessions.length ? `Marcus offers booked sessions: ${listOf(sessions)}.` : '',
    hourly.length ? `He also consults by the hour: ${listOf(hourly)}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    message,
    category: 'services',
    source: SOURCES.booking,
    suggested: [askServicePrice(knowledge), ASK.hourly, ASK.book],
    passages: [message],
    topic: { intent: 'services' },
    confidence: 0.85,
    priority: 'medium',
  };
}

export function pricesOverview(knowledge: Knowledge, reading: PriceReading): Draft {
  const sessions = knowledge.content.services.services.map(
    (session) => `${session.name} ${pounds(session.price)} (${session.duration})`,
  );
  const hourly = knowledge.content.assistant.chatServices.map(
    (service) => `${service.name} ${perHour(service.hourlyRate)}`,
  );
  const message = [
    reading !== 'hourly' && sessions.length ? `Booked sessions: ${sessions.join(', ')}.` : '',
    reading !== 'session' && hourly.length ? `Hourly consulting: ${hourly.join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    message,
    category: 'pricing',
    source: SOURCES.booking,
    suggested: [askServicePrice(knowledge), ASK.projectRates, ASK.consultation],
    passages: [message],
    topic: { intent: 'price' },
    confidence: 0.85,
    priority: 'high',
  };
}

export function durationsOverview(knowledge: Knowledge): Draft {
  const sessions = knowledge.content.services.services.map(
    (session) => `${session.name} ${session.duration}`,
  );
  const hourly = knowledge.content.assistant.chatServices.map(
    (service) =>
      `${service.name} ${/\d/.test(service.duration) ? service.duration : lowerFirst(service.duration)}`,
  );
  const message = [
    sessions.length ? `Booked sessions last: ${sessions.join(', ')}.` : '',
    hourly.length ? `Hourly consulting usually takes: ${hourly.join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    message,
    category: 'services',
    source: SOURCES.booking,
    suggested: [askServicePrice(knowledge), ASK.book, ASK.consultation],
    passages: [message],
    topic: { intent: 'duration' },
    confidence: 0.8,
    priority: 'medium',
  };
}

export function projectCategories(knowledge: Knowledge, categoryId?: string): Draft {
  const category = PROJECT_CATEGORIES.find((item) => item.id === categoryId);
  const message = category
    ? `${category.name} projects are ${category.rate}. Send the idea through the project-idea panel (bottom-left).`
    : `Project rates by category: ${PROJECT_CATEGORIES.map((item) => `${item.name} ${item.rate}`).join(', ')}. ` +
      'Send an idea through the project-idea panel (bottom-left).';
  return {
    message,
    category: 'pricing',
    source: SOURCES.workingTogether,
    suggested: [ASK.startProject, askServicePrice(knowledge), ASK.consultation],
    passages: [message],
    topic: { intent: 'categories', itemId: category ? `category:${category.id}` : undefined },
    confidence: 0.85,
    priority: 'high',
  };
}

export function quotes(knowledge: Knowledge, quoteId?: string): Draft {
  const { quotedPrices, workingHours } = knowledge.content.assistant;
  const chosen = quotedPrices.filter((quote) => !quoteId || quote.id === quoteId);
  const message =
    `Typical quotes: ${chosen.map((quote) => `${quote.label} ${quote.price}`).join('; ')}. ` +
    'For a written quote, describe your project in the project-idea panel (bottom-left); ' +
    `Marcus replies ${workingHours.responseTime}.`;
  return {
    message,
    category: 'pricing',
    source: SOURCES.workingTogether,
    suggested: [ASK.startProject, ASK.projectRates, ASK.consultation],
    passages: [message],
    topic: { intent: 'quotes', itemId: quoteId ? `quote:${quoteId}` : undefined },
    confidence: 0.85,
    priority: 'high',
  };
}

export function howToBook(knowledge: Knowledge): Draft {
  const { days, hours } = knowledge.content.assistant.workingHours;
  const message =
    'Book a paid session with the booking wizard in the Availability section: pick a service, ' +
    'then a free slot. To talk first, request a meeting with the meeting scheduler just below it. ' +
    `Marcus works ${days}, ${hours}.`;
  return {
    message,
    category: 'booking',
    source: SOURCES.booking,
    suggested: [ASK.services, askServicePrice(knowledge), ASK.consultation],
    passages: [message],
    topic: { intent: 'booking' },
    confidence: 0.85,
    priority: 'high',
  };
}

export function startProject(knowledge: Knowledge): Draft {
  const { responseTime } = knowledge.content.assistant.workingHours;
  const message =
    'To start a project, open the project-idea panel with the button at the bottom-left of the ' +
    `page and describe what you have in mind. Marcus replies ${responseTime}.`;
  return {
    message,
    category: 'project-start',
    source: SOURCES.workingTogether,
    suggested: [ASK.projectRates, ASK.consultation, ASK.book],
    passages: [message],
    topic: { intent: 'project-start' },
    confidence: 0.85,
    priority: 'high',
  };
}

export function freeConsultation(knowledge: Knowledge): Draft {
  const minutes = knowledge.content.assistant.freeConsultationMinutes;
  const message =
    `The first consultation is free: ${minutes} minutes to talk through what you need. ` +
    'Request it with the meeting scheduler in the Availability section.';
  return {
    message,
    category: 'consultation',
    source: SOURCES.booking,
    suggested: [ASK.fridays, ASK.services, ASK.startProject],
    passages: [message],
    topic: { intent: 'consultation' },
    confidence: 0.9,
    priority: 'high',
  };
}
