import { useCallback, useEffect, useState } from 'react';
import type { UnlockNotice } from '../achievements-api';

/** A notice waiting its turn; `key` tells two showings apart (each toast mounts afresh). */
export interface QueuedNotice {
  key: number;
  notice: UnlockNotice;
}

export type NoticeFeed = (listener: (notice: UnlockNotice) => void) => () => void;

let nextKey = 1;

/**
 * One unlock toast at a time: notices from `feed` wait in order, and the next one shows when the
 * current one is dismissed (by the visitor or its timer).
 */
export function useNoticeQueue(feed: NoticeFeed): {
  current: QueuedNotice | undefined;
  dismiss: () => void;
} {
  const [queue, setQueue] = useState<readonly QueuedNotice[]>([]);
  useEffect(
    () => feed((notice) => setQueue((waiting) => [...waiting, { key: nextKey++, notice }])),
    [feed],
  );
  const dismiss = useCallback(() => setQueue((waiting) => waiting.slice(1)), []);
  return { current: queue[0], dismiss };
}
