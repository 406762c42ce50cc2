import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  ACTORS,
  describeAccessMatrix,
  expectAccess,
  useRulesEnv,
  type AccessMatrix,
  type Attempts,
} from '../support/rules-env';

const approved = 'endorsements/approved-1';
const pending = 'endorsements/pending-1';

const rules = useRulesEnv(async (db) => {
  await setDoc(doc(db, approved), {
    name: 'Grace Hopper',
    skill: 'AI Architecture',
    relation: 'colleague',
    status: 'approved',
  });
  await setDoc(doc(db, pending), {
    name: 'Unreviewed',
    skill: 'Leadership',
    relation: 'other',
    status: 'pending',
  });
});

const approvedOnly = (db: Parameters<Attempts['get']>[0]) =>
  query(collection(db, 'endorsements'), where('status', '==', 'approved'));

// Approved endorsements are public (a query must ask for approved ones only); the rest is for
// admins; every write is the server's (POST /api/endorsements, the moderation callable).
const attemptsOnApproved: Attempts = {
  get: (db) => getDoc(doc(db, approved)),
  list: (db) => getDocs(approvedOnly(db)),
  create: (db) =>
    addDoc(collection(db, 'endorsements'), {
      name: 'Self',
      skill: 'Everything',
      relation: 'other',
      status: 'approved',
    }),
  update: (db) => updateDoc(doc(db, approved), { count: 1000 }),
  delete: (db) => deleteDoc(doc(db, approved)),
};

// prettier-ignore
const publicMatrix: AccessMatrix = {
  'signed-out': { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  owner:        { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  other:        { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  admin:        { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
};

describeAccessMatrix('endorsements/{id} (approved)', rules, publicMatrix, attemptsOnApproved);

const attemptsOnPending: Attempts = {
  get: (db) => getDoc(doc(db, pending)),
  list: (db) => getDocs(collection(db, 'endorsements')),
  create: attemptsOnApproved.create,
  update: (db) => updateDoc(doc(db, pending), { status: 'approved' }),
  delete: (db) => deleteDoc(doc(db, pending)),
};

// prettier-ignore
const pendingMatrix: AccessMatrix = {
  'signed-out': { get: 'deny',  list: 'deny',  create: 'deny', update: 'deny', delete: 'deny' },
  owner:        { get: 'deny',  list: 'deny',  create: 'deny', update: 'deny', delete: 'deny' },
  other:        { get: 'deny',  list: 'deny',  create: 'deny', update: 'deny', delete: 'deny' },
  admin:        { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
};

describeAccessMatrix(
  'endorsements/{id} (pending, or unfiltered list)',
  rules,
  pendingMatrix,
  attemptsOnPending,
);

describe('endorsements/{id}', () => {
  it.each(ACTORS.filter((actor) => actor !== 'admin'))(
    'a %s client asking for pending ones is refused',
    async (actor) => {
      const pendingOnly = query(
        collection(rules.as(actor), 'endorsements'),
        where('status', '==', 'pending'),
      );
      await expectAccess('deny', getDocs(pendingOnly));
    },
  );

  it('the public query returns the approved endorsement only', async () => {
    const snapshot = await getDocs(approvedOnly(rules.as('signed-out')));
    expect(snapshot.docs.map((d) => d.id)).toEqual(['approved-1']);
  });

  it('no client approved the pending endorsement', async () => {
    await rules.asServer(async (db) => {
      expect((await getDoc(doc(db, pending))).get('status')).toBe('pending');
    });
  });
});
