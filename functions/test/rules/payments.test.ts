import { Timestamp } from 'firebase/firestore';
import { describeOwnerReadCollection } from '../support/owner-read-collection';

// Payments: written by the API, the Stripe webhook and the verifyPayment callable only; the payer
// (signed in when paying) and admins read.
describeOwnerReadCollection('payments', (uid) => ({
  bookingId: 'booking-1',
  uid,
  email: 'ada@example.org',
  name: 'Ada Lovelace',
  serviceId: 'ai-strategy',
  amount: 150,
  currency: 'GBP',
  paymentMethod: 'card-simulated',
  provider: 'manual',
  status: 'awaiting_verification',
  verifiedAt: null,
  checkoutUrl: null,
  providerReference: null,
  requestHash: 'hash',
  createdAt: Timestamp.fromMillis(Date.UTC(2026, 2, 20)),
}));
