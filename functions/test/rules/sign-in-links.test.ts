import { collection, getDocs, query, Timestamp, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { expectAccess, UIDS } from '../support/rules-env';
import { describeServerWritten, SERVER_ONLY } from '../support/server-collection';

const ownerLink = 'signInLinks/link-1';
const link = (uid: string) => ({
  uid,
  sentTo: 'hash-of-the-address',
  expiresAt: Timestamp.fromMillis(Date.UTC(2030, 0, 1)),
});

// No client access at all, not even the account's own holder or an admin: whoever writes a link
// signs in as its account, and whoever lists them sees which accounts are under attack.
const rules = describeServerWritten(
  { [ownerLink]: link(UIDS.owner) },
  {
    'signInLinks/{id}': {
      matrix: SERVER_ONLY,
      path: ownerLink,
      create: link(UIDS.other),
      update: { uid: UIDS.other, expiresAt: Timestamp.fromMillis(Date.UTC(2100, 0, 1)) },
    },
  },
);

describe('signInLinks', () => {
  it("the holder cannot list their own account's links through a query either", async () => {
    const links = collection(rules.as('owner'), 'signInLinks');
    await expectAccess('deny', getDocs(query(links, where('uid', '==', UIDS.owner))));
  });
});
