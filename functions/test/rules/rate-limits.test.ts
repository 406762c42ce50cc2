import { Timestamp } from 'firebase/firestore';
import { UIDS } from '../support/rules-env';
import { describeServerWritten, SERVER_ONLY } from '../support/server-collection';

// The owner's counter is the one keyed by their email.
const counter = `rateLimits/login:email:${UIDS.owner}@example.com`;

// No client access: a client that could touch its counter could reset its own limit.
describeServerWritten(
  { [counter]: { count: 5, windowStart: Timestamp.fromMillis(Date.UTC(2025, 0, 1)) } },
  {
    'rateLimits/{key}': {
      matrix: SERVER_ONLY,
      path: counter,
      create: { count: 0, windowStart: Timestamp.now() },
      update: { count: 0 },
    },
  },
);
