/// <reference lib="webworker" />
import { IDEMPOTENCY_HEADER } from '@shared/idempotency';
import { QUEUEABLE, queuedKindAt, type QueuedKind } from '@/lib/offline-queue/queueable';
import { announce } from '@/lib/offline-queue/queue-channel';
import { putEntry } from '@/lib/offline-queue/queue-store';
import { replayQueue } from './queue-replay';

declare const self: ServiceWorkerGlobalScope;

/** The tag the queue's Background Sync registration uses (Chromium; elsewhere the other triggers do). */
export const SYNC_TAG = 'offline-queue';

/** Request headers that must travel with a replay; the browser sets the rest again. */
const KEPT_HEADERS = ['content-type', IDEMPOTENCY_HEADER.toLowerCase(), 'x-firebase-appcheck'];

const json = (status: number, body: object): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A public form's POST: sent at once when there is a connection, whatever the answer. When the
 * network fails, the request (body, Idempotency-Key) is stored and the page gets `202 { queued:
 * true, id }`. A form that sent no Idempotency-Key is not queued: without it a replay could store
 * it twice.
 */
async function sendOrQueue(request: Request, kind: QueuedKind): Promise<Response> {
  const body = await request.clone().text();
  try {
    return await fetch(request);
  } catch (error) {
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      if (KEPT_HEADERS.includes(name)) headers[name] = value;
    });
    if (!headers[IDEMPOTENCY_HEADER.toLowerCase()]) throw error;
    const id = crypto.randomUUID();
    const now = Date.now();
    await putEntry({
      id,
      kind,
      path: QUEUEABLE[kind].path,
      body,
      headers,
      createdAt: now,
      state: 'waiting',
      attempts: 0,
      nextAttemptAt: now,
    });
    announce({ type: 'changed' });
    if (hasSync(self.registration))
      await self.registration.sync.register(SYNC_TAG).catch(() => undefined);
    // Try again at once and then on the backoff timer, whether or not any event comes.
    void replayQueue();
    return json(202, { queued: true, id });
  }
}

/** Background Sync (Chromium only): not in TypeScript's lib yet. */
interface WithSync {
  sync: { register(tag: string): Promise<void> };
}
const hasSync = (
  registration: ServiceWorkerRegistration,
): registration is ServiceWorkerRegistration & WithSync => 'sync' in registration;

interface SyncEvent extends ExtendableEvent {
  tag: string;
}
const isSync = (event: Event): event is SyncEvent => 'tag' in event;

/** The queue in the service worker: what it catches, and when it replays. */
export function installOfflineQueue(): void {
  self.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.method !== 'POST') return;
    const url = new URL(request.url);
    const kind = url.origin === self.location.origin ? queuedKindAt(url.pathname) : undefined;
    if (kind) event.respondWith(sendOrQueue(request, kind));
  });
  self.addEventListener('sync', (event) => {
    if (isSync(event) && event.tag === SYNC_TAG) event.waitUntil(replayQueue());
  });
  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    const { data }: { data: unknown } = event;
    if (typeof data !== 'object' || data === null || !('type' in data)) return;
    // Not held with waitUntil: an event still extended keeps a waiting new version from
    // activating, and a replay can take long. The lock and the backoff timer keep it safe.
    if (data.type === 'REPLAY_QUEUE') void replayQueue();
  });
  // Every start of the worker is a chance: Safari and Firefox never fire `sync`.
  void replayQueue();
}
