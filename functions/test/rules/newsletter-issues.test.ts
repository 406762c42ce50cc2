import { ADMIN_READS_ONLY, describeServerWrittenCollection } from '../support/server-collection';

// Sent issues: only the admin call writes them, with their audit entry; admins read them.
describeServerWrittenCollection(
  'newsletterIssues',
  ADMIN_READS_ONLY,
  { subject: 'Spring news', body: 'What I built this spring.', sentBy: 'admin', recipients: 3 },
  { subject: 'Forged', body: 'Not sent by an admin.', sentBy: 'someone', recipients: 0 },
);
