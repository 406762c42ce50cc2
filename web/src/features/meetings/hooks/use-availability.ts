import type { AvailabilityResponse, AvailabilitySlot } from '@shared/availability';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * How the scheduler reads `GET /api/availability`. The app layer hands it in (the availability
 * feature owns the call; features never import each other); `savedAt` is set when the answer is a
 * copy kept from an earlier visit because the network failed.
 */
export type AvailabilityLoader = (options?: {
  signal?: AbortSignal;
  fresh?: boolean;
}) => Promise<{ answer: AvailabilityResponse; savedAt: Date | null }>;

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
 * The owner's free slots, fetched when the scheduler mounts (none shown until loaded).
 * `refresh` reads them again past the HTTP cache; `drop` takes a slot off at once (the visitor just
 * booked it, or the server said it is taken) and keeps it off for this visit: the server caches its
 * answer briefly, so a read right after may still list it.
 */
export function useAvailability(load: AvailabilityLoader) {
  const [state, setState] = useState<AvailabilityState>({ status: 'loading' });
  const current = useRef<AbortController | null>(null);
  const taken = useRef(new Set<string>());

  const read = useCallback(
    (fresh: boolean) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      load({ signal: controller.signal, fresh }).then(
        ({ answer, savedAt }) => {
          if (controller.signal.aborted) return;
          setState({
            status: 'ready',
            slots: answer.availability.filter((slot) => !taken.current.has(keyOf(slot))),
            calendly: answer.calendlyConfig,
            ownerTimeZone: answer.timeZone,
            savedAt,
          });
        },
        () => {
          // A refresh that fails keeps what is shown; only a first read has nothing to show.
          if (!controller.signal.aborted)
            setState((previous) => (previous.status === 'ready' ? previous : { status: 'failed' }));
        },
      );
    },
    [load],
  );

  useEffect(() => {
    read(false);
    return () => current.current?.abort();
  }, [read]);

  const drop = useCallback((slot: Pick<AvailabilitySlot, 'date' | 'time'>) => {
    const key = keyOf(slot);
    taken.current.add(key);
    setState((previous) =>
      previous.status === 'ready'
        ? { ...previous, slots: previous.slots.filter((entry) => keyOf(entry) !== key) }
        : previous,
    );
  }, []);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    read(true);
  }, [read]);

  return { state, refresh: useCallback(() => read(true), [read]), drop, retry };
}
