import {
  collection,
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
import { expectAccess, liveSessions, sessionClaims, UIDS } from '../support/rules-env';
import { ADMIN_READS_ONLY, describeServerWritten, withCells } from '../support/server-collection';

function profile(uid: string, role: string) {
  return {
    username: uid,
    usernameLower: uid,
    email: `${uid}@example.com`,
    displayName: `User ${uid}`,
    role,
    twoFactorEnabled: false,
    createdAt: Timestamp.fromMillis(Date.UTC(2025, 0, 1)),
  };
}

const ownerProfile = `users/${UIDS.owner}`;

// Profiles are the server's to write; a user reads their own, an admin reads every one. Every
// attempt targets the owner's profile (create: a new profile, a fresh id for each client).
const rules = describeServerWritten(
  {
    [ownerProfile]: profile(UIDS.owner, 'general_user'),
    [`users/${UIDS.other}`]: profile(UIDS.other, 'general_user'),
    [`users/${UIDS.admin}`]: profile(UIDS.admin, 'admin'),
    ...liveSessions(['second-admin', 'staff', 'pretender', 'newcomer']),
  },
  {
    'users/{uid}': {
      matrix: withCells(ADMIN_READS_ONLY, { owner: { get: 'allow' } }),
      path: ownerProfile,
      create: profile('newcomer', 'general_user'),
      update: { displayName: 'Changed' },
    },
  },
);

describe('users/{uid} reads', () => {
  it('the owner gets their own profile', async () => {
    const snapshot = await getDoc(doc(rules.as('owner'), ownerProfile));
    expect(snapshot.get('username')).toBe(UIDS.owner);
  });

  it('another user still gets their own profile (the denial above is about ownership)', async () => {
    await expectAccess('allow', getDoc(doc(rules.as('other'), `users/${UIDS.other}`)));
  });

  it('an owner cannot list, even filtered to their own document', async () => {
    const users = collection(rules.as('owner'), 'users');
    await expectAccess('deny', getDocs(query(users, where(documentId(), '==', UIDS.owner))));
    await expectAccess('deny', getDocs(query(users, where('usernameLower', '==', UIDS.owner))));
  });

  it('an admin lists every profile', async () => {
    const snapshot = await getDocs(collection(rules.as('admin'), 'users'));
    expect(snapshot.docs.map((d) => d.id).sort()).toEqual(
      [UIDS.owner, UIDS.admin, UIDS.other].sort(),
    );
  });

  it.each([
    ['role: admin only', { role: 'admin' }],
    ['admin: true only', { role: 'general_user', admin: true }],
  ])('either admin claim is enough to list (%s)', async (_label, claims) => {
    const db = rules.signedInAs('second-admin', { ...claims, ...sessionClaims('second-admin') });
    await expectAccess('allow', getDocs(collection(db, 'users')));
  });

  it.each(['business_associate', 'ceo'])(
    'a %s is not an admin: cannot list or get others',
    async (role) => {
      const db = rules.signedInAs('staff', { role, ...sessionClaims('staff') });
      await expectAccess('deny', getDocs(collection(db, 'users')));
      await expectAccess('deny', getDoc(doc(db, ownerProfile)));
    },
  );

  it('a claim that is not exactly true/admin does not make an admin', async () => {
    const db = rules.signedInAs('pretender', {
      role: 'Admin',
      admin: 'true',
      ...sessionClaims('pretender'),
    });
    await expectAccess('deny', getDocs(collection(db, 'users')));
  });
});

describe('users/{uid} writes', () => {
  it('the owner cannot promote themselves', async () => {
    await expectAccess('deny', updateDoc(doc(rules.as('owner'), ownerProfile), { role: 'admin' }));
  });

  it('a signed-in user without a profile cannot create their own', async () => {
    const db = rules.signedInAs('newcomer', { role: 'general_user', ...sessionClaims('newcomer') });
    await expectAccess(
      'deny',
      setDoc(doc(db, 'users/newcomer'), profile('newcomer', 'general_user')),
    );
  });

  it('nothing under a profile is open: its subcollections fall to the default deny', async () => {
    const nested = doc(rules.as('owner'), `${ownerProfile}/private/anything`);
    await expectAccess('deny', getDoc(nested));
    await expectAccess('deny', setDoc(nested, { note: 'x' }));
  });
});
