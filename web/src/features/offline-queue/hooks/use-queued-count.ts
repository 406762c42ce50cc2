import { useEffect, useState } from 'react';
import { onQueueNews, type QueueNews } from '@/lib/offline-queue/queue-channel';
import { startQueueTriggers } from '@/lib/offline-queue/queue-client';
import { countEntries } from '@/lib/offline-queue/queue-db';
import { toast } from '@/lib/toast';
import { DELIVERED_TOASTS } from '../delivered-toasts';

/**
 * What `read` finds in the queue (IndexedDB, shared by all tabs; `initial` until then), read again
 * whenever the service worker says it changed; `onNews` hears that news first.
 */
export function useQueueRead<T>(
  initial: T,
  read: () => Promise<T>,
  onNews?: (news: QueueNews) => void,
): T {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    let live = true;
    const reread = (): void => {
      void read().then((found) => live && setValue(found));
    };
    reread();
    const stopNews = onQueueNews((news) => {
      onNews?.(news);
      reread();
    });
    return () => {
      live = false;
      stopNews();
    };
  }, [read, onNews]);
  return value;
}

const toastDelivered = (news: QueueNews): void => {
  if (news.type === 'delivered') toast(DELIVERED_TOASTS[news.kind]);
};

/**
 * How many submissions wait in the queue; a delivered one shows its form's success toast, and the
 * tab asks for a replay when it comes back online or into view.
 */
export function useQueuedCount(): number {
  const count = useQueueRead(0, countEntries, toastDelivered);
  useEffect(startQueueTriggers, []);
  return count;
}
