import { ADMIN_READS_ONLY, describeServerWrittenCollection } from '../support/server-collection';

// Subscribers: only the newsletter calls write them (an address never unsubscribes another).
describeServerWrittenCollection(
  'newsletterSubscribers',
  ADMIN_READS_ONLY,
  { email: 'reader@example.com', status: 'subscribed', source: 'footer' },
  { email: 'reader@example.com', status: 'unsubscribed' },
);
