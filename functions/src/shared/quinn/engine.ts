import { defaultContent } from '../content/defaults';
import type { QuinnContent, QuinnEngine, QuinnMemory, QuinnTurn } from './answer';

// TEMPORARY stand-in for the engine of the quinn-engine branch: just enough to build the server
// against. Dropped at merge.

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

export function createQuinn(content: QuinnContent): QuinnEngine {
  return {
    answer(message: string, memory: QuinnMemory = {}): QuinnTurn {
      const text = message.toLowerCase();
      const named = content.services.services.find((service) =>
        text.includes(service.name.toLowerCase()),
      );
      const service =
        named ??
        (/\b(it|that)\b/.test(text)
          ? content.services.services.find((entry) => entry.id === memory.topic?.itemId)
          : undefined);
      if (service) {
        const passage = `A ${service.name} session costs £${service.price} for ${service.duration}.`;
        return {
          response: {
            message: passage,
            category: 'pricing',
            priority: 'high',
            suggestedActions: ['Book a session'],
            confidence: 0.9,
          },
          memory: { topic: { intent: 'pricing', itemId: service.id } },
          passages: [passage],
        };
      }
      return {
        response: {
          message: 'I can help with services and prices, availability, experience and projects.',
          category: 'fallback',
          priority: 'low',
          suggestedActions: [],
          confidence: 0.1,
        },
        memory,
        passages: [],
      };
    },
  };
}
