import { z } from '@shared/zod';
import { queueDb as db } from './queue-db';
import { QUEUED_KINDS } from './queueable';

/**
 * The offline queue's entries, in IndexedDB: written by the service worker, read by every tab
 * (same origin), so the count and the list survive reloads and restarts.
 */

/** `waiting` for its next attempt, `sending` now, or needing the visitor (`attention`). */
export const queuedEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(QUEUED_KINDS),
  path: z.string(),
  /** The request body exactly as the form sent it (JSON text). */
  body: z.string(),
  /** The headers that go with it again: content type, `Idempotency-Key`, App Check. */
  headers: z.record(z.string(), z.string()),
  createdAt: z.number(),
  state: z.enum(['waiting', 'sending', 'attention']),
  /** Failed attempts so far. */
  attempts: z.number(),
  nextAttemptAt: z.number(),
  /** The server's message, for an entry that needs attention. */
  message: z.string().optional(),
});
export type QueuedEntry = z.infer<typeof queuedEntrySchema>;

/**
 * Every entry, oldest first. A record this version of the page cannot read (written by another
 * version) is left in the store for the version that wrote it, not deleted.
 */
export async function listEntries(): Promise<QueuedEntry[]> {
  const records = await (await db()).getAll('entries');
  return records
    .flatMap((record) => {
      const parsed = queuedEntrySchema.safeParse(record);
      return parsed.success ? [parsed.data] : [];
    })
    .sort((a, b) => a.createdAt - b.createdAt);
}

export async function putEntry(entry: QueuedEntry): Promise<void> {
  await (await db()).put('entries', entry);
}
