import {
  collection,
  collectionGroup,
  doc,
  getDoc,
  getDocs,
  setDoc,
  Timestamp,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { expectAccess, sessionClaims } from '../support/rules-env';
import { describeServerWritten, SERVER_ONLY } from '../support/server-collection';

const CONVERSATION = 'conversation-0123456789';
const session = `chatSessions/${CONVERSATION}`;
const turn = `${session}/chatTurns/turn-1`;
const LATER = Timestamp.fromMillis(Date.UTC(2100, 0, 1));
const AT = Timestamp.fromMillis(Date.UTC(2025, 0, 1));

const sessionDocument = {
  memory: { topic: { intent: 'pricing' } },
  updatedAt: AT,
  expiresAt: LATER,
};
const turnDocument = {
  message: 'How much is a technical deep dive?',
  reply: 'A Technical Deep Dive session costs £200 for 3 hours.',
  category: 'pricing',
  confidence: 0.9,
  answeredBy: 'engine',
  createdAt: AT,
  expiresAt: LATER,
};

// No client access, the conversation nor its turns: a conversation id is whatever a browser made
// up, so it proves nothing about who asks, and a visitor's words are for the owner's eyes only.
// The server writes both through the Admin SDK, which the rules do not apply to.
const rules = describeServerWritten(
  { [session]: sessionDocument, [turn]: turnDocument },
  {
    'chatSessions/{conversationId}': {
      matrix: SERVER_ONLY,
      path: session,
      create: sessionDocument,
      update: { memory: {} },
    },
    'chatSessions/{conversationId}/chatTurns/{id}': {
      matrix: SERVER_ONLY,
      path: turn,
      create: turnDocument,
      update: { reply: 'Call me on 07700 900000.' },
    },
  },
);

describe('a conversation', () => {
  // A signed-in account whose uid is the conversation id (ids are the browser's own choice).
  const namesake = () => rules.signedInAs(CONVERSATION, sessionClaims(CONVERSATION));

  it('is not readable or writable by an account that has its id for a uid', async () => {
    await rules.asServer(async (db) => {
      await setDoc(doc(db, `sessions/live-${CONVERSATION}`), {
        uid: CONVERSATION,
        createdAt: AT,
        expiresAt: LATER,
      });
    });
    await expectAccess('deny', getDoc(doc(namesake(), session)));
    await expectAccess('deny', getDocs(collection(namesake(), `${session}/chatTurns`)));
    await expectAccess('deny', setDoc(doc(namesake(), session), sessionDocument));
    await expectAccess('deny', setDoc(doc(namesake(), `${session}/chatTurns/mine`), turnDocument));
  });

  it('cannot be listed across conversations with a collection-group query', async () => {
    await expectAccess('deny', getDocs(collectionGroup(rules.as('admin'), 'chatTurns')));
    await expectAccess('deny', getDocs(collectionGroup(rules.as('signed-out'), 'chatTurns')));
  });
});
