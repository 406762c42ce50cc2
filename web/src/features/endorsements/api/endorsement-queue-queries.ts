import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndorsementDecision, PendingEndorsement } from '@shared/endorsements';
import { changed } from '@/lib/query/capabilities';
import { changeRows, pagedQuery } from '@/lib/query/paged';
import { endorsementQueueApi } from './endorsement-queue-api';
import { endorsementKeys } from './query-keys';

/** The endorsements waiting for review, newest first, a page at a time. */
export const pendingEndorsementsQuery = () =>
  pagedQuery<PendingEndorsement>(endorsementKeys.pending(), (cursor, signal) =>
    endorsementQueueApi.pendingPage(cursor, signal),
  );

export function usePendingEndorsements() {
  return useInfiniteQuery(pendingEndorsementsQuery());
}

/**
 * A decision on one waiting endorsement: it leaves the queue at once, and the approved list (an
 * approval adds to it) and the activity are read again when next shown.
 */
export function useModerateEndorsement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ item, decision }: { item: PendingEndorsement; decision: EndorsementDecision }) =>
      endorsementQueueApi.moderate(item.id, decision),
    onSuccess: (_answer, { item }) => {
      changeRows<PendingEndorsement>(client, endorsementKeys.pending(), (entry) =>
        entry.id === item.id ? null : entry,
      );
      return changed(client, ['endorsements', 'audit']);
    },
  });
}
