import { collection, getDocs, query, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { ACTORS, expectAccess, type ClientFirestore } from '../support/rules-env';
import {
  ADMIN_READS_ONLY,
  describeServerWritten,
  PUBLIC_READS,
} from '../support/server-collection';

const approved = 'endorsements/approved-1';
const pending = 'endorsements/pending-1';

const approvedOnly = (db: ClientFirestore) =>
  query(collection(db, 'endorsements'), where('status', '==', 'approved'));

const selfEndorsement = {
  name: 'Self',
  skill: 'Everything',
  relation: 'other',
  status: 'approved',
};

// Approved endorsements are public (a query must ask for approved ones only); the rest is for
// admins; every write is the server's (POST /api/endorsements, the moderation callable).
const rules = describeServerWritten(
  {
    [approved]: {
      name: 'Grace Hopper',
      skill: 'AI Architecture',
      relation: 'colleague',
      status: 'approved',
    },
    [pending]: { name: 'Unreviewed', skill: 'Leadership', relation: 'other', status: 'pending' },
  },
  {
    'endorsements/{id} (approved)': {
      matrix: PUBLIC_READS,
      path: approved,
      list: approvedOnly,
      create: selfEndorsement,
      update: { count: 1000 },
    },
    'endorsements/{id} (pending, or unfiltered list)': {
      matrix: ADMIN_READS_ONLY,
      path: pending,
      create: selfEndorsement,
      update: { status: 'approved' },
    },
  },
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
});
