import { Timestamp } from 'firebase/firestore';
import { describeOwnerReadCollection } from '../support/owner-read-collection';

// Service bookings: written by the API and the admin callables only; the booker (signed in when
// booking) and admins read.
describeOwnerReadCollection('bookings', (uid) => ({
  uid,
  serviceId: 'ai-strategy',
  serviceName: 'AI Strategy Consultation',
  amount: 150,
  currency: 'GBP',
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  company: null,
  description: null,
  date: '2026-03-31',
  time: '10:00',
  start: Timestamp.fromMillis(Date.UTC(2026, 2, 31, 9, 0)),
  end: Timestamp.fromMillis(Date.UTC(2026, 2, 31, 11, 0)),
  status: 'pending_payment',
  slots: ['2026-03-31T0900Z'],
  holdExpiresAt: Timestamp.fromMillis(Date.UTC(2026, 2, 20, 0, 30)),
  paymentId: null,
  sequence: 0,
  requestHash: 'hash',
  createdAt: Timestamp.fromMillis(Date.UTC(2026, 2, 20)),
}));
