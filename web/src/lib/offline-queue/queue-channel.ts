import { isQueuedKind, type QueuedKind } from './queueable';

/** What the service worker tells every tab about the queue. */
export type QueueNews = { type: 'changed' } | { type: 'delivered'; id: string; kind: QueuedKind };

const CHANNEL = 'offline-queue';

/** Tells every open tab (and the worker) that the queue changed or an entry was delivered. */
export function announce(news: QueueNews): void {
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(news);
  channel.close();
}

/** Reads a message off the channel; anything else posted there is ignored. */
function newsOf(data: unknown): QueueNews | undefined {
  if (typeof data !== 'object' || data === null || !('type' in data)) return undefined;
  if (data.type === 'changed') return { type: 'changed' };
  if (data.type !== 'delivered' || !('id' in data) || !('kind' in data)) return undefined;
  const { id, kind } = data;
  return typeof id === 'string' && isQueuedKind(kind) ? { type: 'delivered', id, kind } : undefined;
}

/** Listens for the queue's news in this tab; returns the function that stops listening. */
export function onQueueNews(listener: (news: QueueNews) => void): () => void {
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const news = newsOf(event.data);
    if (news) listener(news);
  };
  return () => channel.close();
}
