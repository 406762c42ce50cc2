import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFunctions } from 'reactfire';
import type { EndorsementDecision, PendingEndorsement } from '@shared/endorsements';
import { changed } from '@/lib/query/capabilities';
import { endorsementQueueApi } from './endorsement-queue-api';
import { endorsementKeys } from './query-keys';

/** The endorsements waiting for review. */
export function usePendingEndorsements() {
  const api = endorsementQueueApi(useFunctions());
  return useQuery({ queryKey: endorsementKeys.pending(), queryFn: api.listPending });
}

/**
 * A decision on one waiting endorsement: it leaves the queue at once, and the approved list (an
 * approval adds to it) is read again when next shown.
 */
export function useModerateEndorsement() {
  const api = endorsementQueueApi(useFunctions());
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ item, decision }: { item: PendingEndorsement; decision: EndorsementDecision }) =>
      api.moderate(item.id, decision),
    onSuccess: (_answer, { item }) => {
      client.setQueryData<PendingEndorsement[]>(endorsementKeys.pending(), (items) =>
        items?.filter((entry) => entry.id !== item.id),
      );
      return changed(client, ['endorsements']);
    },
  });
}
