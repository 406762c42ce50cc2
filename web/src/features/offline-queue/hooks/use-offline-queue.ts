import { listEntries, type QueuedEntry } from '@/lib/offline-queue/queue-store';
import { useQueueRead } from './use-queued-count';

/** The queue as this tab sees it: every entry, refreshed whenever the service worker says it changed. */
export const useOfflineQueue = (): QueuedEntry[] => useQueueRead<QueuedEntry[]>([], listEntries);
