import { ADMIN_READS_ONLY, describeServerWrittenCollection } from '../support/server-collection';

// Endorsers' email addresses, kept apart from the public endorsement documents.
describeServerWrittenCollection(
  'endorsementsPrivate',
  ADMIN_READS_ONLY,
  { email: 'endorser@example.com' },
  { email: 'someone-else@example.com' },
);
