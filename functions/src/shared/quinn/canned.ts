import type { ChatService } from '../content/assistant-schema';
import type { Service } from '../content/services-schema';
import type { QuinnContent } from './answer';
import { listOf, lowerFirst, perHour, pounds, sentences } from './format';

// The panel's service chips and their four buttons answer without a round trip: these texts are
// built from the same content as the engine's answers, so the two never disagree.

export type QuinnServiceAction = 'book' | 'quote' | 'availability' | 'info';

export interface QuinnServiceSummary {
  message: string;
  buttons: { text: string; action: QuinnServiceAction }[];
}

export interface QuinnActionReply {
  message: string;
  quickReplies: string[];
}

const BUTTONS: QuinnServiceSummary['buttons'] = [
  { text: 'Book Now', action: 'book' },
  { text: 'Get Quote', action: 'quote' },
  { text: 'Check Availability', action: 'availability' },
  { text: 'More Info', action: 'info' },
];

/** The hourly rate and its usual length, e.g. "£150/hour, usually 2-3 hours". */
export function hourlyTerms(service: ChatService): string {
  const length = /\d/.test(service.duration)
    ? `usually ${service.duration}`
    : `${lowerFirst(service.duration)} hours`;
  return `${perHour(service.hourlyRate)}, ${length}`;
}

/** The booking catalogue's session a chat service books as, if it has one. */
function bookableSession(content: QuinnContent, service: ChatService): Service | undefined {
  return content.services.services.find((session) => session.id === service.bookableAs);
}

function chatService(content: QuinnContent, chatServiceId: string): ChatService | undefined {
  return content.assistant.chatServices.find((service) => service.id === chatServiceId);
}

/** What Quinn says after a service chip, with the four buttons under it. */
export function serviceSummary(content: QuinnContent, chatServiceId: string): QuinnServiceSummary {
  const service = chatService(content, chatServiceId);
  if (!service) {
    return { message: 'Ask me about any of the services and I will tell you more.', buttons: [] };
  }
  return {
    message:
      `${service.name}: ${service.description} ` +
      `As hourly consulting it is ${hourlyTerms(service)}.`,
    buttons: BUTTONS.map((button) => ({ ...button })),
  };
}

/** The canned reply to Book Now, Get Quote, Check Availability or More Info under a service. */
export function actionReply(
  content: QuinnContent,
  chatServiceId: string,
  action: QuinnServiceAction,
): QuinnActionReply {
  const service = chatService(content, chatServiceId);
  const { workingHours, quotedPrices, freeConsultationMinutes } = content.assistant;
  const session = service && bookableSession(content, service);
  switch (action) {
    case 'book':
      return {
        message: session
          ? `You can book a ${session.name} session in the booking wizard in the Availability ` +
            `section. A booked session is ${pounds(session.price)} for ${session.duration}. ` +
            'To talk first, request a meeting with the scheduler just below it.'
          : 'Request a meeting with the meeting scheduler in the Availability section and ' +
            'Marcus will arrange the work with you.',
        quickReplies: [
          session ? `What does the ${session.name} include?` : 'How do I start a project?',
          'Are you free on Fridays?',
          'Is the first consultation free?',
        ],
      };
    case 'quote':
      return {
        message:
          `Typical quotes: ${quotedPrices.map((quote) => `${quote.label} ${quote.price}`).join('; ')}. ` +
          'For a written quote, describe your project in the project-idea panel (bottom-left); ' +
          `Marcus replies ${workingHours.responseTime}.`,
        quickReplies: [
          'How do I start a project?',
          session ? `How much is a ${session.name} session?` : 'What services do you offer?',
          'Is the first consultation free?',
        ],
      };
    case 'availability':
      return {
        message:
          `Marcus works ${workingHours.days}, ${workingHours.hours}, and replies ` +
          `${workingHours.responseTime}. Free slots are in the booking wizard and the meeting ` +
          'scheduler in the Availability section.',
        quickReplies: [],
      };
    case 'info':
      return {
        message: sentences([
          service ? `${service.name}: ${service.description}` : '',
          session
            ? `A booked ${session.name} session covers ${listOf(session.features.map(lowerFirst))}.`
            : '',
          `The first ${freeConsultationMinutes}-minute consultation is free.`,
        ]),
        quickReplies: [],
      };
  }
}
