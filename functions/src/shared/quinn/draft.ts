import type { QuinnCategory, QuinnResponse, QuinnSource } from './chat';

/** An answer before the engine adds what the conversation remembers. */
export interface Draft {
  message: string;
  category: QuinnCategory;
  source?: QuinnSource;
  /** Sent next by a tap; each is a question the engine itself answers well. */
  suggested: string[];
  /** The content sentences the message states. */
  passages: string[];
  /** What a follow-up ("how much is it?") refers to. */
  topic?: { intent: string; itemId?: string };
  confidence: number;
  priority?: QuinnResponse['priority'];
}

/** Sections an answer points to, as the link reads. */
export const SOURCES = {
  booking: { section: 'availability', label: 'Booking a session' },
  workingTogether: { section: 'availability', label: 'Working together' },
  availability: { section: 'availability', label: 'Availability' },
  journey: { section: 'availability', label: 'Professional Journey' },
  experience: { section: 'experience', label: 'Experience' },
  education: { section: 'experience', label: 'Education' },
  projects: { section: 'projects', label: 'Projects & Achievements' },
  skills: { section: 'skills', label: 'Skills' },
  about: { section: 'about', label: 'About Me' },
  contact: { section: 'contact', label: 'Get In Touch' },
} as const satisfies Record<string, QuinnSource>;

/** What kind of answer a draft is: the category it is filed under and the section it cites. */
export interface AnswerKind {
  category: QuinnCategory;
  source: QuinnSource;
  /** Only where it is not the category's usual priority. */
  priority?: QuinnResponse['priority'];
}

/** The kinds of answer Quinn gives about content, by what they are about. */
export const KINDS = {
  services: { category: 'services', source: SOURCES.booking },
  prices: { category: 'pricing', source: SOURCES.booking },
  projectPrices: { category: 'pricing', source: SOURCES.workingTogether },
  booking: { category: 'booking', source: SOURCES.booking },
  projectStart: { category: 'project-start', source: SOURCES.workingTogether },
  consultation: { category: 'consultation', source: SOURCES.booking },
  experience: { category: 'experience', source: SOURCES.experience },
  journey: { category: 'experience', source: SOURCES.journey },
  education: { category: 'education', source: SOURCES.education },
  projects: { category: 'projects', source: SOURCES.projects },
  skills: { category: 'skills', source: SOURCES.skills },
  location: { category: 'location', source: SOURCES.contact },
  contact: { category: 'contact', source: SOURCES.contact },
  about: { category: 'about', source: SOURCES.about },
  availability: { category: 'availability', source: SOURCES.availability },
} as const satisfies Record<string, AnswerKind>;

/** An answer stating one message, which is then the one passage a model may rephrase. */
export function draft(
  message: string,
  kind: AnswerKind,
  suggested: string[],
  topic: Draft['topic'],
  confidence = 0.85,
): Draft {
  return { message, ...kind, suggested, passages: [message], topic, confidence };
}
