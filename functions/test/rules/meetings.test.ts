import { Timestamp } from 'firebase/firestore';
import { describeOwnerReadCollection } from '../support/owner-read-collection';

// Meeting requests: written by the API and the admin callables only; the requester and admins read.
describeOwnerReadCollection('meetingRequests', (uid) => ({
  uid: uid ?? 'nobody',
  date: '2026-03-31',
  time: '09:00',
  start: Timestamp.fromMillis(Date.UTC(2026, 2, 31, 8, 0)),
  end: Timestamp.fromMillis(Date.UTC(2026, 2, 31, 8, 30)),
  type: 'consulting',
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  company: null,
  description: 'A project to discuss.',
  status: 'requested',
  slots: ['2026-03-31T0800Z', '2026-03-31T0815Z', '2026-03-31T0830Z'],
  sequence: 0,
  requestHash: 'hash',
  createdAt: Timestamp.fromMillis(Date.UTC(2026, 2, 20)),
}));
