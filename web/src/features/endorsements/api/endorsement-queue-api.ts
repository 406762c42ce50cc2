import type { EndorsementDecision } from '@shared/endorsements';
import { adminRequest } from '@/lib/admin-request';
import { PAGE_SIZE } from '@/lib/query/paged';

/** Admin calls `listPendingEndorsements` and `moderateEndorsement`. */
export const endorsementQueueApi = {
  /** The page after `cursor` (the newest without one) of the endorsements waiting for review. */
  pendingPage: (cursor: string | undefined, signal?: AbortSignal) =>
    adminRequest(
      'listPendingEndorsements',
      { limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) },
      { signal },
    ),
  moderate: (id: string, decision: EndorsementDecision) =>
    adminRequest('moderateEndorsement', { id, decision }),
};
