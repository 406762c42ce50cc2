import { SERVER_ONLY, describeServerWrittenCollection } from '../support/server-collection';

// The Trigger Email queue holds visitors' addresses and could send mail: server only.
describeServerWrittenCollection(
  'mail',
  SERVER_ONLY,
  { to: 'visitor@example.com', message: { subject: 'Thanks', text: 'Hi' } },
  { to: 'victim@example.com', message: { subject: 'Phish', text: 'Click' } },
);
