import type { Functions } from 'firebase/functions';
import type { EndorsementDecision } from '@shared/endorsements';
import { callAdmin } from '@/lib/admin-call';

/** Admin callables `listPendingEndorsements` and `moderateEndorsement`. */
export function endorsementQueueApi(functions: Functions) {
  return {
    listPending: async () => (await callAdmin(functions, 'listPendingEndorsements', {})).items,
    moderate: async (id: string, decision: EndorsementDecision) =>
      callAdmin(functions, 'moderateEndorsement', { id, decision }),
  };
}
