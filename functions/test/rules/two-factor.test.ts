import { collection, documentId, getDocs, query, Timestamp, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { expectAccess, UIDS } from '../support/rules-env';
import { describeServerWritten, SERVER_ONLY } from '../support/server-collection';

const ownerSecret = `twoFactor/${UIDS.owner}`;
const ownerChallenge = 'loginChallenges/challenge-1';

// No client access at all, not even the owner or an admin: whoever reads the secret can mint codes,
// and whoever writes a challenge can skip the second factor.
const rules = describeServerWritten(
  {
    [ownerSecret]: { secret: 'JBSWY3DPEHPK3PXP', recoveryCodeHashes: ['hash-1', 'hash-2'] },
    [ownerChallenge]: { uid: UIDS.owner, expiresAt: Timestamp.fromMillis(Date.UTC(2030, 0, 1)) },
  },
  {
    'twoFactor/{uid}': {
      matrix: SERVER_ONLY,
      path: ownerSecret,
      create: { secret: 'JBSWY3DPEHPK3PXP' },
      update: { secret: 'AAAAAAAAAAAAAAAA' },
    },
    'loginChallenges/{id}': {
      matrix: SERVER_ONLY,
      path: ownerChallenge,
      create: { uid: UIDS.owner, verified: true },
      update: { verified: true },
    },
  },
);

describe('twoFactor and loginChallenges', () => {
  it('the owner cannot read their own secret through a query either', async () => {
    const secrets = collection(rules.as('owner'), 'twoFactor');
    await expectAccess('deny', getDocs(query(secrets, where(documentId(), '==', UIDS.owner))));
  });

  it('the owner cannot list their own pending challenges', async () => {
    const challenges = collection(rules.as('owner'), 'loginChallenges');
    await expectAccess('deny', getDocs(query(challenges, where('uid', '==', UIDS.owner))));
  });
});
