import { type Draft } from './draft';
import type { Knowledge } from './knowledge';
import { ASK, askServicePrice } from './suggestions';

// Replies that state no content fact: greetings, thanks, and the honest "not something I
// answer" for questions outside the site, attempts to re-instruct Quinn, and questions it did
// not understand. None of them repeats the visitor's words.

const CAN_HELP =
  'I can help with Marcus’s services and prices, availability, experience, projects, skills and how to get in touch.';

function plain(
  knowledge: Knowledge,
  message: string,
  category: Draft['category'],
  confidence: number,
): Draft {
  return {
    message,
    category,
    suggested: [ASK.services, askServicePrice(knowledge), ASK.fridays],
    passages: [],
    confidence,
    priority: 'low',
  };
}

export function greeting(knowledge: Knowledge): Draft {
  return plain(knowledge, knowledge.content.assistant.greeting, 'greeting', 0.95);
}

export function thanks(knowledge: Knowledge): Draft {
  return plain(knowledge, `You're welcome! ${CAN_HELP}`, 'greeting', 0.9);
}

export function outOfScope(knowledge: Knowledge): Draft {
  return plain(
    knowledge,
    `That's outside what I can answer: I only know about Marcus and his work. ${CAN_HELP}`,
    'out-of-scope',
    0.9,
  );
}

export function someoneElse(knowledge: Knowledge): Draft {
  return plain(
    knowledge,
    `I can only share what this site says about Marcus, not details of anyone else. ${CAN_HELP}`,
    'out-of-scope',
    0.85,
  );
}

/** The same words whatever was attempted: nothing about how Quinn works is ever described. */
export function refused(knowledge: Knowledge): Draft {
  return plain(
    knowledge,
    `I answer only from this site's own content, and a message can't change that. ${CAN_HELP}`,
    'out-of-scope',
    0.9,
  );
}

export function notUnderstood(knowledge: Knowledge): Draft {
  return plain(knowledge, `I'm not sure I understood. ${CAN_HELP}`, 'fallback', 0.2);
}
