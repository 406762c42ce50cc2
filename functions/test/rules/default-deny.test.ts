import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  useRulesEnv,
  type AccessMatrix,
  type Attempts,
  describeAccessMatrix,
} from '../support/rules-env';

// `anything` stands for every collection no feature has opened.
const rules = useRulesEnv(async (db) => {
  await setDoc(doc(db, 'anything/existing'), { owner: 'alice', note: 'seeded' });
});

const attempts: Attempts = {
  get: (db) => getDoc(doc(db, 'anything/existing')),
  list: (db) => getDocs(collection(db, 'anything')),
  create: (db) => addDoc(collection(db, 'anything'), { owner: 'alice' }),
  update: (db) => updateDoc(doc(db, 'anything/existing'), { note: 'changed' }),
  delete: (db) => deleteDoc(doc(db, 'anything/existing')),
};

// prettier-ignore
const matrix: AccessMatrix = {
  'signed-out': { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  owner:        { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  other:        { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  admin:        { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
};

describeAccessMatrix('default deny', rules, matrix, attempts);

describe('server code', () => {
  it('bypasses the rules, so the denials above come from the rules and not from missing data', async () => {
    await rules.asServer(async (db) => {
      const snapshot = await getDocs(collection(db, 'anything'));
      expect(snapshot.docs.map((d) => [d.id, d.get('note')])).toEqual([['existing', 'seeded']]);
    });
  });
});
