import { Timestamp } from 'firebase-admin/firestore';
import type { QuinnEngine, QuinnMemory, QuinnTurn } from '../shared/quinn/answer';
import {
  QUINN_TOO_MANY_MESSAGES,
  type QuinnChatRequest,
  type QuinnResponse,
} from '../shared/quinn/chat';
import {
  CHAT_SESSION_DAYS,
  chatSessionDocumentSchema,
  chatTurnDocumentSchema,
  quinnMemorySchema,
} from '../shared/quinn/chat-sessions';
import { createQuinn } from '../shared/quinn/engine';
import type { Caller } from '../lib/caller';
import { collectionOf, converterFor, MalformedDocumentError } from '../lib/converters';
import { hashedId } from '../lib/hashing';
import { malformedDocument, quinnModelFallback } from '../lib/logs';
import { configuredQuinnModel } from '../lib/quinn-model';
import { limitQuinnChat } from '../policies/rate-limits';
import { readPublishedSite } from './published-content';
import { worded, type Worded } from './quinn-model-gate';

/**
 * Quinn's answers. Each message is counted against its address's and its conversation's limits,
 * answered by the engine from the published content with the conversation's memory (reworded by
 * the language model when one is configured and its reply passes the gate), then stored as a
 * turn of its own with the memory the next message starts from.
 */

const chatSessions = () => collectionOf('chatSessions', chatSessionDocumentSchema);
const turnsOf = (conversationId: string) =>
  chatSessions()
    .doc(conversationId)
    .collection('chatTurns')
    .withConverter(converterFor(chatTurnDocumentSchema));

let built: { stamp: string; quinn: QuinnEngine } | undefined;
/**
 * The engine over the published site, built again only when a document's version changed:
 * indexing the content is the engine's only slow step.
 */
async function quinn(): Promise<QuinnEngine> {
  const site = await readPublishedSite();
  if (built?.stamp !== site.stamp) {
    built = { stamp: site.stamp, quinn: createQuinn(site.content) };
  }
  return built.quinn;
}

/** Names a conversation in logs without its id, which the browser holds like a key. */
const logName = (conversationId: string): string => hashedId(`chat:${conversationId}`);

/**
 * The memory the conversation's last turn left; none for a new conversation. A stored memory the
 * schema no longer reads starts the conversation afresh rather than failing the message.
 */
async function memoryOf(conversationId: string): Promise<QuinnMemory> {
  try {
    const snapshot = await chatSessions().doc(conversationId).get();
    return snapshot.data()?.memory ?? {};
  } catch (error) {
    if (!(error instanceof MalformedDocumentError)) throw error;
    malformedDocument(`chatSessions/${logName(conversationId)}`, error.problems);
    return {};
  }
}

async function inWords(turn: QuinnTurn, message: string, conversationId: string): Promise<Worded> {
  const model = configuredQuinnModel();
  if (!model) return { response: turn.response, answeredBy: 'engine' };
  const started = performance.now();
  const result = await worded(model, turn, message);
  if ('refused' in result && result.refused) {
    quinnModelFallback(logName(conversationId), result.refused, performance.now() - started);
  }
  return result;
}

/**
 * The turn as a document of its own (created at a new id, so parallel messages never contend) and
 * the conversation's memory, last write wins, in one commit without a transaction.
 */
async function store(
  conversationId: string,
  message: string,
  memory: QuinnMemory,
  { response, answeredBy }: Worded,
): Promise<void> {
  const now = Date.now();
  const expiresAt = Timestamp.fromMillis(now + CHAT_SESSION_DAYS * 24 * 60 * 60 * 1000);
  const createdAt = Timestamp.fromMillis(now);
  const batch = chatSessions().firestore.batch();
  // Through JSON, as the engine promises it is: Firestore refuses a field that is `undefined`.
  const stored = quinnMemorySchema.parse(JSON.parse(JSON.stringify(memory)));
  batch.set(chatSessions().doc(conversationId), {
    memory: stored,
    updatedAt: createdAt,
    expiresAt,
  });
  batch.create(turnsOf(conversationId).doc(), {
    message,
    reply: response.message,
    category: response.category,
    confidence: response.confidence,
    answeredBy,
    createdAt,
    expiresAt,
  });
  await batch.commit();
}

/** Quinn's answer to one message of a conversation, within the limits (429 past them). */
export async function answerQuinn(
  { message, userId: conversationId }: QuinnChatRequest,
  caller: Caller,
): Promise<QuinnResponse> {
  // The memory is read while the limits are taken, as a visitor waits on both; a refused message
  // costs that one document read more.
  const [memory, engine] = await Promise.all([
    memoryOf(conversationId),
    quinn(),
    limitQuinnChat(conversationId, caller.ip, QUINN_TOO_MANY_MESSAGES),
  ]);
  const turn = engine.answer(message, memory);
  const answer = await inWords(turn, message, conversationId);
  await store(conversationId, message, turn.memory, answer);
  return answer.response;
}
