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
  expectAccess,
  UIDS,
  useRulesEnv,
  type AccessMatrix,
  type Attempts,
  describeAccessMatrix,
} from '../support/rules-env';

const ownerClaim = `usernames/${UIDS.owner}`;

const rules = useRulesEnv(async (db) => {
  await setDoc(doc(db, ownerClaim), { uid: UIDS.owner });
  await setDoc(doc(db, `usernames/${UIDS.other}`), { uid: UIDS.other });
});

// Every attempt targets the owner's claim (create: a new name, a fresh id for each client).
const attempts: Attempts = {
  get: (db) => getDoc(doc(db, ownerClaim)),
  list: (db) => getDocs(collection(db, 'usernames')),
  create: (db) => addDoc(collection(db, 'usernames'), { uid: UIDS.owner }),
  update: (db) => updateDoc(doc(db, ownerClaim), { uid: UIDS.other }),
  delete: (db) => deleteDoc(doc(db, ownerClaim)),
};

// No client access at all: the claims are the server's uniqueness check, and reading them would
// let anyone enumerate accounts.
// prettier-ignore
const matrix: AccessMatrix = {
  'signed-out': { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  owner:        { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  other:        { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  admin:        { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
};

describeAccessMatrix('usernames/{usernameLower}', rules, matrix, attempts);

describe('usernames/{usernameLower}', () => {
  it('cannot be probed for availability: getting an unclaimed name is denied too', async () => {
    await expectAccess('deny', getDoc(doc(rules.as('signed-out'), 'usernames/unclaimed')));
    await expectAccess('deny', getDoc(doc(rules.as('other'), 'usernames/unclaimed')));
  });

  it('the denials come from the rules: the server sees the seeded claims, unchanged', async () => {
    await rules.asServer(async (db) => {
      const claims = await getDocs(collection(db, 'usernames'));
      expect(claims.docs.map((d) => [d.id, d.get('uid')]).sort()).toEqual([
        [UIDS.owner, UIDS.owner],
        [UIDS.other, UIDS.other],
      ]);
    });
  });
});
