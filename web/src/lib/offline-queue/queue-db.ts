import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

interface QueueDb extends DBSchema {
  entries: { key: string; value: unknown };
}

const DB_NAME = 'offline-queue';
let database: Promise<IDBPDatabase<QueueDb>> | undefined;

/**
 * The queue's IndexedDB store, shared by the service worker and every tab. Apart from the entries'
 * schema (queue-store.ts), so a page can ask whether anything is queued without loading zod.
 */
export function queueDb(): Promise<IDBPDatabase<QueueDb>> {
  database ??= openDB<QueueDb>(DB_NAME, 1, {
    upgrade(upgrading) {
      upgrading.createObjectStore('entries', { keyPath: 'id' });
    },
  });
  return database;
}

/** How many entries are not yet delivered. */
export async function countEntries(): Promise<number> {
  return (await queueDb()).count('entries');
}

/** Deletes an entry: delivered, discarded, or replaced by its edited version. */
export async function removeEntry(id: string): Promise<void> {
  await (await queueDb()).delete('entries', id);
}
