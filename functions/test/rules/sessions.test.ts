import { collection, doc, getDoc, getDocs, Timestamp } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { expectAccess, UIDS } from '../support/rules-env';
import { describeServerWritten, SERVER_ONLY } from '../support/server-collection';

const LATER = Timestamp.fromMillis(Date.UTC(2100, 0, 1));
const EARLIER = Timestamp.fromMillis(Date.UTC(2020, 0, 1));
const session = (uid: string, expiresAt: Timestamp) => ({
  uid,
  createdAt: Timestamp.fromMillis(Date.UTC(2019, 11, 31)),
  expiresAt,
});

const ownerSession = 'sessions/owner-live';
const ownerProfile = `users/${UIDS.owner}`;
// Seconds, like `auth_time`: a deadline far ahead, so only the cases about it miss it.
const IN_TIME = { exchangeBy: 4_102_444_800 };

// No client access at all: a client that could write a session could keep a signed-out one
// alive, and one that could read them could list every session's id.
const rules = describeServerWritten(
  {
    [ownerSession]: session(UIDS.owner, LATER),
    'sessions/owner-expired': session(UIDS.owner, EARLIER),
    'sessions/other-live': session(UIDS.other, LATER),
    'sessions/admin-live': session(UIDS.admin, LATER),
    [ownerProfile]: {
      username: UIDS.owner,
      usernameLower: UIDS.owner,
      email: `${UIDS.owner}@example.com`,
      displayName: 'Alice',
      role: 'general_user',
      twoFactorEnabled: false,
    },
  },
  {
    'sessions/{sessionId}': {
      matrix: SERVER_ONLY,
      path: ownerSession,
      create: session(UIDS.owner, LATER),
      update: { expiresAt: LATER, uid: UIDS.other },
    },
  },
);

/** The owner, signed in with a token carrying these claims, reading their own profile. */
const ownerReads = (claims: Record<string, unknown>) =>
  getDoc(doc(rules.signedInAs(UIDS.owner, { role: 'general_user', ...claims }), ownerProfile));

describe('tokens of our sessions (every rule that asks for a signed-in user)', () => {
  it('count while their session is live', async () => {
    await expectAccess('allow', ownerReads({ sessionId: 'owner-live', ...IN_TIME }));
  });

  it('count for nothing once the session is ended (its record deleted)', async () => {
    await expectAccess('deny', ownerReads({ sessionId: 'owner-signed-out', ...IN_TIME }));
  });

  it('count for nothing once the session has expired', async () => {
    await expectAccess('deny', ownerReads({ sessionId: 'owner-expired', ...IN_TIME }));
  });

  it("cannot borrow another user's live session", async () => {
    await expectAccess('deny', ownerReads({ sessionId: 'other-live', ...IN_TIME }));
  });

  it('count for nothing when the custom token was exchanged after its deadline', async () => {
    await expectAccess(
      'deny',
      ownerReads({ sessionId: 'owner-live', auth_time: 2_000_000_000, exchangeBy: 1_999_999_999 }),
    );
    await expectAccess('deny', ownerReads({ sessionId: 'owner-live' }));
  });

  it('take an ended admin session’s admin rights with it', async () => {
    const claims = { role: 'admin', admin: true, ...IN_TIME };
    const live = rules.signedInAs(UIDS.admin, { ...claims, sessionId: 'admin-live' });
    const ended = rules.signedInAs(UIDS.admin, { ...claims, sessionId: 'admin-signed-out' });
    await expectAccess('allow', getDocs(collection(live, 'users')));
    await expectAccess('deny', getDocs(collection(ended, 'users')));
  });

  it('a token without a session (a sign-in our API did not make, e.g. straight to Firebase Auth with the password, skipping our limits and two-factor) counts for nothing', async () => {
    await expectAccess('deny', ownerReads({}));
    await expectAccess('deny', ownerReads({ exchangeBy: 4_102_444_800 }));
  });
});
