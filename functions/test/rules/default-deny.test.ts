import { describeServerWritten, SERVER_ONLY } from '../support/server-collection';

// `anything` stands for every collection no feature has opened.
describeServerWritten(
  { 'anything/existing': { owner: 'alice', note: 'seeded' } },
  {
    'default deny': {
      matrix: SERVER_ONLY,
      path: 'anything/existing',
      create: { owner: 'alice' },
      update: { note: 'changed' },
    },
  },
);
