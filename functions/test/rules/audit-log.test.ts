import { collection, getDocs, query, Timestamp, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { expectAccess, UIDS } from '../support/rules-env';
import { ADMIN_READS_ONLY, describeServerWritten } from '../support/server-collection';

// The owner is the account the recorded admin action was about.
const entry = 'auditLog/entry-1';
const setRole = {
  action: 'setRole',
  actorUid: UIDS.admin,
  targetUid: UIDS.owner,
  previousRole: 'general_user',
};

// Admins read the log; nobody writes it from a client, admins included: history is the server's.
const rules = describeServerWritten(
  {
    [entry]: {
      ...setRole,
      role: 'ceo',
      at: Timestamp.fromMillis(Date.UTC(2025, 0, 1)),
    },
  },
  {
    'auditLog/{id}': {
      matrix: ADMIN_READS_ONLY,
      path: entry,
      create: { ...setRole, role: 'admin', at: Timestamp.now() },
      update: { role: 'general_user' },
    },
  },
);

describe('auditLog/{id}', () => {
  it('an admin lists the records', async () => {
    const snapshot = await getDocs(collection(rules.as('admin'), 'auditLog'));
    expect(snapshot.docs.map((d) => d.id)).toEqual(['entry-1']);
  });

  it('the account a record is about cannot list it, even filtered to itself', async () => {
    const log = collection(rules.as('owner'), 'auditLog');
    await expectAccess('deny', getDocs(query(log, where('targetUid', '==', UIDS.owner))));
  });
});
