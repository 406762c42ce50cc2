import type { ChatService } from '../content/assistant-schema';
import type { ExperienceEntry } from '../content/experience-schema';
import type { Project } from '../content/projects-schema';
import type { SectionId } from '../content/navigation-schema';
import type { Service } from '../content/services-schema';
import { PROJECT_CATEGORIES } from '../project-categories';
import type { QuinnContent } from './answer';
import type { QuinnSource } from './chat';
import { hourlyTerms } from './canned';
import { SOURCES } from './draft';
import { listOf, pounds, sentences } from './format';

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

/** Where on the page each kind of item is shown, as a passage cites it. */
const SHOWN_IN = {
  service: SOURCES.booking,
  category: SOURCES.workingTogether,
  quote: SOURCES.workingTogether,
  experience: SOURCES.experience,
  education: SOURCES.education,
  journey: SOURCES.journey,
  project: SOURCES.projects,
  skill: SOURCES.skills,
  'soft-skill': SOURCES.skills,
  website: SOURCES.about,
} as const satisfies Record<Exclude<PassageKind, 'opportunity'>, QuinnSource>;

type Fixed = keyof typeof SHOWN_IN;

/** What a passage says about one item: the names it is found by (its title), and its text. */
interface ItemFacts {
  names: string[];
  text: string;
  /** Words that point at the item without naming it, where it has any. */
  keywords?: string;
}

/** A passage about one item of a kind shown in one place; `kind:key` is its id. */
function passage(
  kind: Fixed,
  key: string | number,
  { names, text, keywords = '' }: ItemFacts,
): Passage {
  return {
    id: `${kind}:${key}`,
    kind,
    names,
    title: names.join(' '),
    keywords,
    text,
    ...SHOWN_IN[kind],
  };
}

function servicePassages(topics: readonly ServiceTopic[]): Passage[] {
  return topics.map((topic) => ({
    id: `service:${topic.id}`,
    kind: 'service',
    names: [topic.session?.name, topic.hourly?.name].filter((name) => name !== undefined),
    title: [topic.session?.name, topic.hourly?.name].filter(Boolean).join(' '),
    keywords: [topic.hourly?.description, ...(topic.session?.features ?? [])].join(' '),
    text: sentences([
      topic.session ? sessionSentence(topic.session) : '',
      topic.hourly ? hourlySentence(topic.hourly) : '',
    ]),
    ...SHOWN_IN.service,
  }));
}

function workPassages(content: QuinnContent): Passage[] {
  const { experience, education } = content.experience;
  const { availabilityIntro, availabilityCards, journey } = content.availability;
  const jobText = (job: ExperienceEntry): string =>
    `${job.title} at ${job.company}, ${job.location}, ${job.period}.` +
    (job.responsibilities ? ` ${job.responsibilities.join('. ')}.` : '');
  return [
    ...experience.map((job) =>
      passage('experience', job.id, {
        names: [job.title, job.company],
        text: jobText(job),
        keywords: `${job.location} ${job.period}`,
      }),
    ),
    ...education.map((entry) =>
      passage('education', entry.id, {
        names: [entry.degree, entry.university],
        text: `${entry.degree}, ${entry.university}, ${entry.year}.`,
      }),
    ),
    ...journey.map((step) =>
      passage('journey', step.year, {
        names: [step.title],
        text: `${step.year}: ${step.title}. ${step.description}`,
        keywords: step.description,
      }),
    ),
    // The cards sit under the section's own heading, which the passage cites.
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
  const link = (project: Project): string => (project.link ? ` ${project.link.url}` : '');
  return [
    ...content.projects.projects.map((project) =>
      passage('project', project.id, {
        names: [project.title],
        text: `${project.title}: ${project.description}${link(project)}`,
        keywords: project.tags.map((tag) => tag.name).join(' '),
      }),
    ),
    ...technicalSkills.map((skill) =>
      passage('skill', skill.id, {
        names: [skill.name],
        text: `${skill.name}: ${skill.percentage}%.`,
      }),
    ),
    ...softSkills.map((skill) =>
      passage('soft-skill', skill.id, {
        names: [skill.name],
        text: `${skill.name}: ${skill.description}`,
        keywords: skill.description,
      }),
    ),
    ...content.profile.websites.map((site) =>
      passage('website', site.id, {
        names: [site.name],
        text: `${site.name}: ${site.description} ${site.url}`,
        keywords: site.description,
      }),
    ),
  ];
}

function pricePassages(content: QuinnContent): Passage[] {
  return [
    ...PROJECT_CATEGORIES.map((category) =>
      passage('category', category.id, {
        names: [category.name],
        text: `Project category ${category.name}: ${category.rate}.`,
      }),
    ),
    ...content.assistant.quotedPrices.map((quote) =>
      passage('quote', quote.id, { names: [quote.label], text: `${quote.label}: ${quote.price}.` }),
    ),
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
