import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { changed, type Capability } from './capabilities';
import { changeRows } from './paged';

/**
 * A change an admin makes to one row of a list (a decision, a role, read or unread): `call` makes
 * it on the server. Once it is made, every list under `lists` shows the row as `row` answers it at
 * once (null takes it out), the reads of `stale` are read again when next shown, and those of
 * `reread` at once (a list whose rows the change may reorder).
 */
export function useRowChange<Variables, Answer, Row>({
  call,
  lists,
  row,
  stale,
  reread = [],
}: {
  call: (variables: Variables) => Promise<Answer>;
  lists: QueryKey | ((variables: Variables) => QueryKey);
  row: (current: Row, answer: Answer, variables: Variables) => Row | null;
  stale: readonly Capability[];
  reread?: readonly Capability[];
}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer, variables) => {
      const key = typeof lists === 'function' ? lists(variables) : lists;
      changeRows<Row>(client, key, (current) => row(current, answer, variables));
      if (reread.length > 0) void changed(client, reread, { now: true });
      return changed(client, stale);
    },
  });
}

/**
 * A decision on one row of the admin lists under `lists` (accept, decline, mark paid…): `decide`
 * answers the row's status now, which the row shows at once; the reads of `stale` and `reread`
 * are read again as `useRowChange` says.
 */
export function useStatusDecision<Row extends { id: string; status: string }, Decision>({
  decide,
  ...change
}: {
  decide: (id: string, decision: Decision) => Promise<Row['status']>;
  lists: QueryKey;
  stale: readonly Capability[];
  reread?: readonly Capability[];
}) {
  return useRowChange({
    ...change,
    call: ({ row, decision }: { row: Row; decision: Decision }) => decide(row.id, decision),
    row: (entry: Row, status, { row }) => (entry.id === row.id ? { ...entry, status } : entry),
  });
}
