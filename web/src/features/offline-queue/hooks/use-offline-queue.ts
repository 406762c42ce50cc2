import { useEffect, useState } from 'react';
import { onQueueNews } from '@/lib/offline-queue/queue-channel';
import { startQueueTriggers } from '@/lib/offline-queue/queue-client';
import { listEntries, type QueuedEntry } from '@/lib/offline-queue/queue-store';
import { toast } from '@/lib/toast';
import { DELIVERED_TOASTS } from '../delivered-toasts';

/**
 * The queue as this tab sees it: every entry (IndexedDB, shared by all tabs), refreshed whenever
 * the service worker says it changed; a delivered entry shows its form's success toast.
 */
export function useOfflineQueue(): QueuedEntry[] {
  const [entries, setEntries] = useState<QueuedEntry[]>([]);
  useEffect(() => {
    let live = true;
    const refresh = (): void => {
      void listEntries().then((listed) => live && setEntries(listed));
    };
    refresh();
    const stopNews = onQueueNews((news) => {
      if (news.type === 'delivered') toast(DELIVERED_TOASTS[news.kind]);
      refresh();
    });
    const stopTriggers = startQueueTriggers();
    return () => {
      live = false;
      stopNews();
      stopTriggers();
    };
  }, []);
  return entries;
}
