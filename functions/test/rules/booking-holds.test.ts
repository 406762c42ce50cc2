import { Timestamp } from 'firebase/firestore';
import { describeServerWrittenCollection, SERVER_ONLY } from '../support/server-collection';

// Who holds which sessions unverified: read and written by the booking transaction alone (its ids
// are hashes of an email, an account or an address), so no client, admins included, may touch it.
describeServerWrittenCollection(
  'bookingHolds',
  SERVER_ONLY,
  { bookingIds: ['booking-1'], expiresAt: Timestamp.fromMillis(Date.UTC(2030, 2, 20)) },
  { bookingIds: [] },
);
