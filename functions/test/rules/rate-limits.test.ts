import { Timestamp } from 'firebase/firestore';
import { UIDS } from '../support/rules-env';
import { describeServerWritten, SERVER_ONLY } from '../support/server-collection';

// A slot of the owner's sign-in limit (the real id is a hash of the key and slot number).
const slot = `rateLimits/login-account:uid:${UIDS.owner}#0`;

// No client access: a client that could touch its slots could reset its own limit.
describeServerWritten(
  {
    [slot]: {
      at: Date.UTC(2025, 0, 1),
      expiresAt: Timestamp.fromMillis(Date.UTC(2025, 0, 1, 0, 15)),
    },
  },
  {
    'rateLimits/{key}': {
      matrix: SERVER_ONLY,
      path: slot,
      create: { at: Date.now(), expiresAt: Timestamp.now() },
      update: { at: 0 },
    },
  },
);
