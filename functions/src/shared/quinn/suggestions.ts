import type { Knowledge, ServiceTopic } from './knowledge';

// Quick replies under an answer: what a visitor would ask next, worded so the engine answers
// each well (the bench sends every one of them and checks the answer).

export const ASK = {
  services: 'What services do you offer?',
  hourly: 'What are the hourly rates?',
  book: 'How do I book a session?',
  fridays: 'Are you free on Fridays?',
  consultation: 'Is the first consultation free?',
  startProject: 'How do I start a project?',
  projectRates: 'What are the project rates?',
  includes: 'What does it include?',
  howLong: 'How long does it take?',
  howMuch: 'How much is it?',
  experience: 'Where has Marcus worked?',
  before: 'And before that?',
  education: 'Where did Marcus study?',
  skills: 'What are his skills?',
  projects: 'What projects has he built?',
  contact: 'How can I contact Marcus?',
  location: 'Where is Marcus based?',
  about: 'Who is Marcus?',
} as const;

/** "How much is the AI Strategy Consultation?" for the first service that has both prices. */
export function askServicePrice(knowledge: Knowledge, topic?: ServiceTopic): string {
  const example =
    topic ??
    knowledge.services.find((service) => service.session && service.hourly) ??
    knowledge.services[0];
  return example ? `How much is the ${example.name}?` : ASK.hourly;
}
