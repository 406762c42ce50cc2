import { useEffect, useState } from 'react';
import { onQueueNews } from '@/lib/offline-queue/queue-channel';
import { listEntries, type QueuedEntry } from '@/lib/offline-queue/queue-store';

/**
 * The queue as this tab sees it: every entry (IndexedDB, shared by all tabs), refreshed whenever
 * the service worker says it changed.
 */
export function useOfflineQueue(): QueuedEntry[] {
  const [entries, setEntries] = useState<QueuedEntry[]>([]);
  useEffect(() => {
    let live = true;
    const refresh = (): void => {
      void listEntries().then((listed) => live && setEntries(listed));
    };
    refresh();
    const stopNews = onQueueNews(refresh);
    return () => {
      live = false;
      stopNews();
    };
  }, []);
  return entries;
}
