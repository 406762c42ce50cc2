import { ADMIN_READS_ONLY, describeServerWrittenCollection } from '../support/server-collection';

// Visitors' messages: only POST /api/contact writes them; only admins read them (the inbox).
describeServerWrittenCollection(
  'contactMessages',
  ADMIN_READS_ONLY,
  {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    subject: 'A project',
    message: 'Hello there, about a project.',
    status: 'new',
    read: false,
  },
  { name: 'Mallory', email: 'm@example.com', subject: 'Spam', message: 'Buy now!!!', read: true },
);
