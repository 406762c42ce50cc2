import { SERVER_ONLY, describeServerWrittenCollection } from '../support/server-collection';

// Hashed one-time codes: nobody reads or writes them from a client, admins included.
describeServerWrittenCollection(
  'emailCodes',
  SERVER_ONLY,
  { codeHash: 'abc', wrongAttempts: 0 },
  { codeHash: 'forged', wrongAttempts: 0 },
);
