import type { ChatService } from '../content/assistant-schema';
import type { SectionId } from '../content/navigation-schema';
import type { Service } from '../content/services-schema';
import { PROJECT_CATEGORIES } from '../project-categories';
import type { QuinnContent } from './answer';
import { hourlyTerms } from './canned';
import { listOf, pounds } from './format';

/** What a passage is about; the intents decide which kinds can answer a question. */
export type PassageKind =
  | 'service'
  | 'category'
  | 'quote'
  | 'experience'
  | 'education'
  | 'journey'
  | 'project'
  | 'skill'
  | 'soft-skill'
  | 'website'
  | 'opportunity';

/**
 * One thing on the page Quinn can talk about: searched by its title and keywords, quoted by its
 * text (plain sentences of content facts, what an optional model may rephrase).
 */
export interface Passage {
  id: string;
  kind: PassageKind;
  /** What visitors call the item; a question holding one whole name is about this item. */
  names: string[];
  title: string;
  /** Words that point at the item without naming it (features, tags, places). */
  keywords: string;
  text: string;
  section: SectionId;
  label: string;
}

/** A service as visitors name it: the booked session, the hourly consulting, or both. */
export interface ServiceTopic {
  id: string;
  name: string;
  session?: Service;
  hourly?: ChatService;
}

export interface Knowledge {
  content: QuinnContent;
  services: ServiceTopic[];
  passages: Passage[];
  byId: Map<string, Passage>;
}

/** The booked session's price, length and features, as one sentence. */
export function sessionSentence(session: Service): string {
  return (
    `A booked ${session.name} session is ${pounds(session.price)} for ${session.duration} ` +
    `and covers ${listOf(session.features.map((feature) => feature.toLowerCase()))}.`
  );
}

/** The hourly consulting rate, as its own sentence (never joined to a session price). */
export function hourlySentence(service: ChatService): string {
  return `The hourly consulting rate for ${service.name} is ${hourlyTerms(service)}.`;
}

function serviceTopics(content: QuinnContent): ServiceTopic[] {
  const { chatServices } = content.assistant;
  const topics: ServiceTopic[] = content.services.services.map((session) => ({
    id: session.id,
    name: session.name,
    session,
    hourly: chatServices.find((service) => service.bookableAs === session.id),
  }));
  for (const hourly of chatServices) {
    if (!topics.some((topic) => topic.hourly === hourly)) {
      topics.push({ id: hourly.id, name: hourly.name, hourly });
    }
  }
  return topics;
}

const BOOKING = { section: 'availability', label: 'Booking a session' } as const;

function servicePassages(topics: readonly ServiceTopic[]): Passage[] {
  return topics.map((topic) => ({
    id: `service:${topic.id}`,
    kind: 'service',
    names: [topic.session?.name, topic.hourly?.name].filter((name) => name !== undefined),
    title: [topic.session?.name, topic.hourly?.name].filter(Boolean).join(' '),
    keywords: [topic.hourly?.description, ...(topic.session?.features ?? [])].join(' '),
    text: [
      topic.session ? sessionSentence(topic.session) : '',
      topic.hourly ? hourlySentence(topic.hourly) : '',
    ]
      .filter(Boolean)
      .join(' '),
    ...BOOKING,
  }));
}

function workPassages(content: QuinnContent): Passage[] {
  const { experience, education } = content.experience;
  const { availabilityIntro, availabilityCards, journey } = content.availability;
  return [
    ...experience.map((job): Passage => ({
      id: `experience:${job.id}`,
      kind: 'experience',
      names: [job.title, job.company],
      title: `${job.title} ${job.company}`,
      keywords: `${job.location} ${job.period}`,
      text:
        `${job.title} at ${job.company}, ${job.location}, ${job.period}.` +
        (job.responsibilities ? ` ${job.responsibilities.join('. ')}.` : ''),
      section: 'experience',
      label: 'Experience',
    })),
    ...education.map((entry): Passage => ({
      id: `education:${entry.id}`,
      kind: 'education',
      names: [entry.degree, entry.university],
      title: `${entry.degree} ${entry.university}`,
      keywords: '',
      text: `${entry.degree}, ${entry.university}, ${entry.year}.`,
      section: 'experience',
      label: 'Education',
    })),
    ...journey.map((step): Passage => ({
      id: `journey:${step.year}`,
      kind: 'journey',
      names: [step.title],
      title: step.title,
      keywords: step.description,
      text: `${step.year}: ${step.title}. ${step.description}`,
      section: 'availability',
      label: 'Professional Journey',
    })),
    ...availabilityCards.map((card): Passage => ({
      id: `opportunity:${card.id}`,
      kind: 'opportunity',
      names: [card.title],
      title: card.title,
      keywords: card.points.join(' '),
      text: `${card.title}: ${card.description} ${card.points.join('. ')}.`,
      section: 'availability',
      label: availabilityIntro.heading,
    })),
  ];
}

function showcasePassages(content: QuinnContent): Passage[] {
  const { technicalSkills, softSkills } = content.skills;
  return [
    ...content.projects.projects.map((project): Passage => ({
      id: `project:${project.id}`,
      kind: 'project',
      names: [project.title],
      title: project.title,
      keywords: project.tags.map((tag) => tag.name).join(' '),
      text: `${project.title}: ${project.description}${project.link ? ` ${project.link.url}` : ''}`,
      section: 'projects',
      label: 'Projects & Achievements',
    })),
    ...technicalSkills.map((skill): Passage => ({
      id: `skill:${skill.id}`,
      kind: 'skill',
      names: [skill.name],
      title: skill.name,
      keywords: '',
      text: `${skill.name}: ${skill.percentage}%.`,
      section: 'skills',
      label: 'Skills',
    })),
    ...softSkills.map((skill): Passage => ({
      id: `soft-skill:${skill.id}`,
      kind: 'soft-skill',
      names: [skill.name],
      title: skill.name,
      keywords: skill.description,
      text: `${skill.name}: ${skill.description}`,
      section: 'skills',
      label: 'Skills',
    })),
    ...content.profile.websites.map((site): Passage => ({
      id: `website:${site.id}`,
      kind: 'website',
      names: [site.name],
      title: site.name,
      keywords: site.description,
      text: `${site.name}: ${site.description} ${site.url}`,
      section: 'about',
      label: 'About Me',
    })),
  ];
}

function pricePassages(content: QuinnContent): Passage[] {
  return [
    ...PROJECT_CATEGORIES.map((category): Passage => ({
      id: `category:${category.id}`,
      kind: 'category',
      names: [category.name],
      title: category.name,
      keywords: '',
      text: `Project category ${category.name}: ${category.rate}.`,
      section: 'availability',
      label: 'Working together',
    })),
    ...content.assistant.quotedPrices.map((quote): Passage => ({
      id: `quote:${quote.id}`,
      kind: 'quote',
      names: [quote.label],
      title: quote.label,
      keywords: '',
      text: `${quote.label}: ${quote.price}.`,
      section: 'availability',
      label: 'Working together',
    })),
  ];
}

/** Everything Quinn can name, built once per content version. */
export function buildKnowledge(content: QuinnContent): Knowledge {
  const services = serviceTopics(content);
  const passages = [
    ...servicePassages(services),
    ...pricePassages(content),
    ...workPassages(content),
    ...showcasePassages(content),
  ];
  return { content, services, passages, byId: new Map(passages.map((p) => [p.id, p])) };
}
