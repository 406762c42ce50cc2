import { Timestamp } from 'firebase/firestore';
import { describe } from 'vitest';
import { UIDS } from '../support/rules-env';
import {
  ADMIN_READS_ONLY,
  describeServerWritten,
  PUBLIC_READS,
} from '../support/server-collection';

const published = {
  version: 2,
  content: { services: [] },
  publishedAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1)),
  publishedBy: UIDS.admin,
};

// Every visitor reads what is published; only admins read the history; nobody writes either from
// a client, admins included: a publish goes through the server, which checks it and keeps versions.
describe('content', () => {
  describeServerWritten(
    {
      'content/services': published,
      'content/services/versions/2': {
        ...published,
        basedOn: 1,
        revertOf: null,
        changed: ['services[0].price'],
        changedCount: 1,
      },
    },
    {
      'content/{id}': {
        matrix: PUBLIC_READS,
        path: 'content/services',
        create: { ...published, version: 1 },
        update: { version: 3 },
      },
      'content/{id}/versions/{version}': {
        matrix: ADMIN_READS_ONLY,
        path: 'content/services/versions/2',
        create: {
          ...published,
          version: 3,
          basedOn: 2,
          revertOf: null,
          changed: [],
          changedCount: 0,
        },
        update: { content: { services: [{ id: 'forged' }] } },
      },
    },
  );
});
