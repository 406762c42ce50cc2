import type { Page } from 'playwright-core';

/** An entry of the offline queue as its worker keeps it in IndexedDB (`offline-queue`/`entries`). */
export interface QueuedEntry {
  id: string;
  kind: string;
  path: string;
  body: string;
  headers: Record<string, string>;
  createdAt: number;
  state: 'waiting' | 'attention';
  attempts: number;
  nextAttemptAt: number;
  message?: string;
}

/**
 * Stores `entry` in this page's offline queue as the worker would have, then, with `replay`, asks
 * the worker to send what waits (as it does when the connection returns).
 */
export async function putQueuedEntry(
  page: Page,
  entry: QueuedEntry,
  { replay = false }: { replay?: boolean } = {},
): Promise<void> {
  await page.evaluate(
    async ({ entry, replay }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('offline-queue', 1);
        request.onupgradeneeded = () =>
          request.result.createObjectStore('entries', { keyPath: 'id' });
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      await new Promise<void>((resolve, reject) => {
        const write = db.transaction('entries', 'readwrite');
        write.objectStore('entries').put(entry);
        write.oncomplete = () => resolve();
        write.onerror = () => reject(write.error);
      });
      if (replay) navigator.serviceWorker.controller?.postMessage({ type: 'REPLAY_QUEUE' });
    },
    { entry, replay },
  );
}
