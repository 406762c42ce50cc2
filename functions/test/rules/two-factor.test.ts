import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  documentId,
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

const ownerSecret = `twoFactor/${UIDS.owner}`;
const ownerChallenge = 'loginChallenges/challenge-1';

const rules = useRulesEnv(async (db) => {
  await setDoc(doc(db, ownerSecret), {
    secret: 'JBSWY3DPEHPK3PXP',
    recoveryCodeHashes: ['hash-1', 'hash-2'],
  });
  await setDoc(doc(db, ownerChallenge), {
    uid: UIDS.owner,
    expiresAt: Timestamp.fromMillis(Date.UTC(2030, 0, 1)),
  });
});

// No client access at all, not even the owner or an admin: whoever reads the secret can mint codes,
// and whoever writes a challenge can skip the second factor.
// prettier-ignore
const matrix: AccessMatrix = {
  'signed-out': { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  owner:        { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  other:        { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  admin:        { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
};

const twoFactorAttempts: Attempts = {
  get: (db) => getDoc(doc(db, ownerSecret)),
  list: (db) => getDocs(collection(db, 'twoFactor')),
  create: (db) => addDoc(collection(db, 'twoFactor'), { secret: 'JBSWY3DPEHPK3PXP' }),
  update: (db) => updateDoc(doc(db, ownerSecret), { secret: 'AAAAAAAAAAAAAAAA' }),
  delete: (db) => deleteDoc(doc(db, ownerSecret)),
};

const challengeAttempts: Attempts = {
  get: (db) => getDoc(doc(db, ownerChallenge)),
  list: (db) => getDocs(collection(db, 'loginChallenges')),
  create: (db) => addDoc(collection(db, 'loginChallenges'), { uid: UIDS.owner, verified: true }),
  update: (db) => updateDoc(doc(db, ownerChallenge), { verified: true }),
  delete: (db) => deleteDoc(doc(db, ownerChallenge)),
};

describeAccessMatrix('twoFactor/{uid}', rules, matrix, twoFactorAttempts);

describeAccessMatrix('loginChallenges/{id}', rules, matrix, challengeAttempts);

describe('twoFactor and loginChallenges', () => {
  it('the owner cannot read their own secret through a query either', async () => {
    const secrets = collection(rules.as('owner'), 'twoFactor');
    await expectAccess('deny', getDocs(query(secrets, where(documentId(), '==', UIDS.owner))));
  });

  it('the owner cannot list their own pending challenges', async () => {
    const challenges = collection(rules.as('owner'), 'loginChallenges');
    await expectAccess('deny', getDocs(query(challenges, where('uid', '==', UIDS.owner))));
  });

  it('the denials come from the rules: the server sees both documents, unchanged', async () => {
    await rules.asServer(async (db) => {
      const secrets = await getDocs(collection(db, 'twoFactor'));
      expect(secrets.docs.map((d) => [d.ref.path, d.get('secret')])).toEqual([
        [ownerSecret, 'JBSWY3DPEHPK3PXP'],
      ]);
      const challenges = await getDocs(collection(db, 'loginChallenges'));
      expect(challenges.docs.map((d) => [d.ref.path, d.get('verified')])).toEqual([
        [ownerChallenge, undefined],
      ]);
    });
  });
});
