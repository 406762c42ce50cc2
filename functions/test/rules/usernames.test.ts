import { doc, getDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { expectAccess, UIDS } from '../support/rules-env';
import { describeServerWritten, SERVER_ONLY } from '../support/server-collection';

const ownerClaim = `usernames/${UIDS.owner}`;

// No client access at all: the claims are the server's uniqueness check, and reading them would
// let anyone enumerate accounts. Every attempt targets the owner's claim (create: a new name, a
// fresh id for each client).
const rules = describeServerWritten(
  { [ownerClaim]: { uid: UIDS.owner }, [`usernames/${UIDS.other}`]: { uid: UIDS.other } },
  {
    'usernames/{usernameLower}': {
      matrix: SERVER_ONLY,
      path: ownerClaim,
      create: { uid: UIDS.owner },
      update: { uid: UIDS.other },
    },
  },
);

describe('usernames/{usernameLower}', () => {
  it('cannot be probed for availability: getting an unclaimed name is denied too', async () => {
    await expectAccess('deny', getDoc(doc(rules.as('signed-out'), 'usernames/unclaimed')));
    await expectAccess('deny', getDoc(doc(rules.as('other'), 'usernames/unclaimed')));
  });
});
