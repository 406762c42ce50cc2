import { useEffect, useState } from 'react';
import { onQueueNews } from '@/lib/offline-queue/queue-channel';
import { startQueueTriggers } from '@/lib/offline-queue/queue-client';
import { countEntries } from '@/lib/offline-queue/queue-db';
import { toast } from '@/lib/toast';
import { DELIVERED_TOASTS } from '../delivered-toasts';

/**
 * How many submissions wait in the queue, recounted whenever the service worker says it changed;
 * a delivered one shows its form's success toast, and the tab asks for a replay when it comes
 * back online or into view.
 */
export function useQueuedCount(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let live = true;
    const recount = (): void => {
      void countEntries().then((counted) => live && setCount(counted));
    };
    recount();
    const stopNews = onQueueNews((news) => {
      if (news.type === 'delivered') toast(DELIVERED_TOASTS[news.kind]);
      recount();
    });
    const stopTriggers = startQueueTriggers();
    return () => {
      live = false;
      stopNews();
      stopTriggers();
    };
  }, []);
  return count;
}
