import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  expectAccess,
  UIDS,
  useRulesEnv,
  type AccessMatrix,
  type Attempts,
  describeAccessMatrix,
} from '../support/rules-env';

// The owner is the account the recorded admin action was about.
const entry = 'auditLog/entry-1';

const rules = useRulesEnv(async (db) => {
  await setDoc(doc(db, entry), {
    action: 'setRole',
    actorUid: UIDS.admin,
    targetUid: UIDS.owner,
    role: 'ceo',
    previousRole: 'general_user',
    at: Timestamp.fromMillis(Date.UTC(2025, 0, 1)),
  });
});

const attempts: Attempts = {
  get: (db) => getDoc(doc(db, entry)),
  list: (db) => getDocs(collection(db, 'auditLog')),
  create: (db) =>
    addDoc(collection(db, 'auditLog'), {
      action: 'setRole',
      actorUid: UIDS.admin,
      targetUid: UIDS.owner,
      role: 'admin',
      previousRole: 'general_user',
      at: Timestamp.now(),
    }),
  update: (db) => updateDoc(doc(db, entry), { role: 'general_user' }),
  delete: (db) => deleteDoc(doc(db, entry)),
};

// Admins read the log; nobody writes it from a client, admins included: history is the server's.
// prettier-ignore
const matrix: AccessMatrix = {
  'signed-out': { get: 'deny',  list: 'deny',  create: 'deny', update: 'deny', delete: 'deny' },
  owner:        { get: 'deny',  list: 'deny',  create: 'deny', update: 'deny', delete: 'deny' },
  other:        { get: 'deny',  list: 'deny',  create: 'deny', update: 'deny', delete: 'deny' },
  admin:        { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
};

describeAccessMatrix('auditLog/{id}', rules, matrix, attempts);

describe('auditLog/{id}', () => {
  it('an admin lists the records', async () => {
    const snapshot = await getDocs(collection(rules.as('admin'), 'auditLog'));
    expect(snapshot.docs.map((d) => d.id)).toEqual(['entry-1']);
  });

  it('the account a record is about cannot list it, even filtered to itself', async () => {
    const log = collection(rules.as('owner'), 'auditLog');
    await expectAccess('deny', getDocs(query(log, where('targetUid', '==', UIDS.owner))));
  });

  it('the denied writes changed nothing (the server sees the seeded record only)', async () => {
    await rules.asServer(async (db) => {
      const records = await getDocs(collection(db, 'auditLog'));
      expect(records.docs.map((d) => [d.id, d.get('role')])).toEqual([['entry-1', 'ceo']]);
    });
  });
});
