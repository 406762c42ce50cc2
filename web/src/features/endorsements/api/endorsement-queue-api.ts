import type { EndorsementDecision } from '@shared/endorsements';
import { adminRequest } from '@/lib/admin-request';
import { pageRequest } from '@/lib/query/admin-lists';

/** Admin calls `listPendingEndorsements` and `moderateEndorsement`. */
export const endorsementQueueApi = {
  /** The page after `cursor` (the newest without one) of the endorsements waiting for review. */
  pendingPage: (cursor: string | undefined, signal?: AbortSignal) =>
    adminRequest('listPendingEndorsements', pageRequest(cursor), { signal }),
  moderate: (id: string, decision: EndorsementDecision) =>
    adminRequest('moderateEndorsement', { id, decision }),
};
