import { Timestamp } from 'firebase/firestore';
import { describeServerWrittenCollection, SERVER_ONLY } from '../support/server-collection';

// The provider's webhook events already handled: the server's alone.
describeServerWrittenCollection(
  'paymentEvents',
  SERVER_ONLY,
  {
    provider: 'stripe',
    type: 'checkout.session.completed',
    paymentId: 'payment-1',
    receivedAt: Timestamp.fromMillis(Date.UTC(2026, 2, 20)),
  },
  { provider: 'stripe', type: 'forged', paymentId: null },
);
