import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { KeptRead, Reading } from './kept-offline';

/**
 * A list from a read kept for offline, as a card shows it: its rows (`select` takes them from the
 * answer) for a QueryList, and, when the answer is the copy kept from an earlier read, its time
 * for the "may be out of date" note. One read: both observe the same query.
 */
export function useKeptList<T, Row>(
  query: KeptRead<T>,
  select: (value: T) => Row[],
): { items: UseQueryResult<Row[]>; savedAt: Date | null } {
  const reading = useQuery(query).data;
  const items = useQuery({ ...query, select: (read: Reading<T>) => select(read.value) });
  return { items, savedAt: reading?.saved ? new Date(reading.receivedAt) : null };
}
