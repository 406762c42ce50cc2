import { useQuery } from '@tanstack/react-query';
import type { AvailabilityResponse, AvailabilitySlot } from '@shared/availability';
import { useCallback, useRef, useState } from 'react';
import { KEPT_OFFLINE, type KeptSource } from '@/lib/query/kept-offline';

/**
 * How the scheduler reads `GET /api/availability`. The app layer hands it in (the availability
 * feature owns the call and its key; features never import each other). Its answer is kept for
 * offline: `saved` marks the copy from an earlier visit, shown because the network failed.
 */
export type AvailabilitySource = KeptSource<AvailabilityResponse>;

export type AvailabilityState =
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'ready';
      slots: readonly AvailabilitySlot[];
      calendly: AvailabilityResponse['calendlyConfig'];
      ownerTimeZone: string;
      savedAt: Date | null;
    };

const keyOf = (slot: Pick<AvailabilitySlot, 'date' | 'time'>): string =>
  `${slot.date}T${slot.time}`;

/**
 * The owner's free slots, read when the scheduler mounts (none shown until loaded, even
 * when the cache holds an earlier answer). `refresh` reads them again past the HTTP cache, as does
 * every read after the first; a refresh that fails keeps what is shown. `drop` takes a slot off at
 * once (the visitor just booked it, or the server said it is taken) and keeps it off for this
 * visit: the server caches its answer briefly, so a read right after may still list it.
 */
export function useAvailability(source: AvailabilitySource) {
  const [mountedAt] = useState(Date.now);
  const [taken, setTaken] = useState<ReadonlySet<string>>(() => new Set());
  const readBefore = useRef(false);
  const query = useQuery({
    queryKey: source.queryKey,
    queryFn: (context) => {
      const fresh = readBefore.current;
      readBefore.current = true;
      return source.read(context, fresh);
    },
    ...KEPT_OFFLINE,
  });

  let state: AvailabilityState;
  if (query.data !== undefined && query.dataUpdatedAt >= mountedAt) {
    const { value, saved, receivedAt } = query.data;
    state = {
      status: 'ready',
      slots: value.availability.filter((slot) => !taken.has(keyOf(slot))),
      calendly: value.calendlyConfig,
      ownerTimeZone: value.timeZone,
      savedAt: saved ? new Date(receivedAt) : null,
    };
  } else {
    // A Retry after a failed first read shows loading again until it answers.
    state = query.isError && !query.isFetching ? { status: 'failed' } : { status: 'loading' };
  }

  const drop = useCallback((slot: Pick<AvailabilitySlot, 'date' | 'time'>) => {
    setTaken((previous) => new Set(previous).add(keyOf(slot)));
  }, []);
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);

  return { state, refresh, drop, retry: refresh };
}
