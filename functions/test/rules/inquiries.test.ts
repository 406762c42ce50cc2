import { ADMIN_READS_ONLY, describeServerWrittenCollection } from '../support/server-collection';

// Project inquiries: only POST /api/project-inquiry writes them; only admins read them.
describeServerWrittenCollection(
  'inquiries',
  ADMIN_READS_ONLY,
  {
    category: 'ai-development',
    title: 'Tutor bot',
    description: 'An AI tutor for our school.',
    contactEmail: 'head@school.example',
    urgency: 'medium',
    status: 'new',
    read: false,
  },
  { category: 'consulting', title: 'Forged', description: 'x', contactEmail: 'x@y.z', read: true },
);
