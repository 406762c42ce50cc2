import type { QueuedEntry } from '@/lib/offline-queue/queue-store';

/** An item's state in words: where the queue is listed, and what a screen reader hears. */
export const QUEUED_STATE_TEXT: Record<QueuedEntry['state'], string> = {
  waiting: 'Waiting',
  sending: 'Sending',
  attention: 'Needs attention',
};
