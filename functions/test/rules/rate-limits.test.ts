import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  UIDS,
  useRulesEnv,
  type AccessMatrix,
  type Attempts,
  describeAccessMatrix,
} from '../support/rules-env';

// The owner's counter is the one keyed by their email.
const counter = `rateLimits/login:email:${UIDS.owner}@example.com`;

const rules = useRulesEnv(async (db) => {
  await setDoc(doc(db, counter), {
    count: 5,
    windowStart: Timestamp.fromMillis(Date.UTC(2025, 0, 1)),
  });
});

const attempts: Attempts = {
  get: (db) => getDoc(doc(db, counter)),
  list: (db) => getDocs(collection(db, 'rateLimits')),
  create: (db) => addDoc(collection(db, 'rateLimits'), { count: 0, windowStart: Timestamp.now() }),
  update: (db) => updateDoc(doc(db, counter), { count: 0 }),
  delete: (db) => deleteDoc(doc(db, counter)),
};

// No client access: a client that could touch its counter could reset its own limit.
// prettier-ignore
const matrix: AccessMatrix = {
  'signed-out': { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  owner:        { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  other:        { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  admin:        { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
};

describeAccessMatrix('rateLimits/{key}', rules, matrix, attempts);

describe('rateLimits/{key}', () => {
  it('the denials come from the rules: the server sees the counter, unchanged', async () => {
    await rules.asServer(async (db) => {
      const counters = await getDocs(collection(db, 'rateLimits'));
      expect(counters.docs.map((d) => [d.ref.path, d.get('count')])).toEqual([[counter, 5]]);
    });
  });
});
