import type { QuinnEngine, QuinnMemory } from '@shared/quinn/answer';
import type { QuinnResponse } from '@shared/quinn/chat';
import { quinnContent } from '../quinn-content';

let engine: Promise<QuinnEngine> | undefined;

// The engine and its index load only when an answer is first needed without a network; the
// service worker precaches the chunk, so after one visit this works in airplane mode.
const loadEngine = (): Promise<QuinnEngine> =>
  (engine ??= import('@shared/quinn/engine').then(
    ({ createQuinn }) => createQuinn(quinnContent()),
    (error: unknown) => {
      // A chunk that could not be fetched is tried again on the next question.
      engine = undefined;
      throw error;
    },
  ));

/**
 * Quinn answering in the browser, for one conversation: the same engine the server runs, over the
 * content this page was drawn with (every document, as published when it was drawn), remembering the conversation's topic between turns as the server does.
 */
export function createOfflineQuinn(): (message: string) => Promise<QuinnResponse> {
  let memory: QuinnMemory = {};
  return async (message) => {
    const turn = (await loadEngine()).answer(message, memory);
    memory = turn.memory;
    return turn.response;
  };
}
