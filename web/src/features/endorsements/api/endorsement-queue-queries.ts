import { useInfiniteQuery } from '@tanstack/react-query';
import type { EndorsementDecision, PendingEndorsement } from '@shared/endorsements';
import { pagedQuery } from '@/lib/query/paged';
import { useRowChange } from '@/lib/query/use-row-change';
import { endorsementQueueApi } from './endorsement-queue-api';
import { endorsementKeys } from './query-keys';

/** The endorsements waiting for review, newest first, a page at a time. */
export const usePendingEndorsements = () =>
  useInfiniteQuery(
    pagedQuery<PendingEndorsement>(endorsementKeys.pending(), endorsementQueueApi.pendingPage),
  );

/**
 * A decision on one waiting endorsement: it leaves the queue at once, and the approved list (an
 * approval adds to it) and the activity are read again when next shown.
 */
export function useModerateEndorsement() {
  return useRowChange({
    call: ({ item, decision }: { item: PendingEndorsement; decision: EndorsementDecision }) =>
      endorsementQueueApi.moderate(item.id, decision),
    lists: endorsementKeys.pending(),
    row: (entry: PendingEndorsement, _answer, { item }) => (entry.id === item.id ? null : entry),
    stale: ['endorsements', 'audit'],
  });
}
