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
