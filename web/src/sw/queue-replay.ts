/// <reference lib="webworker" />
import { APP_CHECK_REFUSED_MESSAGE } from '@shared/app-check';
import { tokenFromAPage, withToken } from '@/lib/offline-queue/app-check-tokens';
import { verdictFor, retryDelayMs } from '@/lib/offline-queue/retry-policy';
import { announce } from '@/lib/offline-queue/queue-channel';
import { removeEntry } from '@/lib/offline-queue/queue-db';
import { listEntries, putEntry, type QueuedEntry } from '@/lib/offline-queue/queue-store';

declare const self: ServiceWorkerGlobalScope;

/** Held while a replay runs, in this worker and (Web Locks) any other context of the origin. */
const LOCK = 'offline-queue-replay';
let running: Promise<void> | undefined;
/** A replay asked for while one runs: undefined, or whether it asked only for the due entries. */
let again: { dueOnly: boolean } | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

/** The server's `message`, if its answer has one. */
async function messageOf(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' &&
      body !== null &&
      'message' in body &&
      typeof body.message === 'string'
      ? body.message
      : undefined;
  } catch {
    return undefined;
  }
}

/** Whether this build's forms carry an App Check token (the server then requires one). */
const APP_CHECK = Boolean(import.meta.env.VITE_APP_CHECK_SITE_KEY);

/** One attempt at one entry; what it left is written back (or the entry removed) before it returns. */
async function attempt(entry: QueuedEntry): Promise<void> {
  await putEntry({ ...entry, state: 'sending' });
  announce({ type: 'changed' });
  let response: Response;
  try {
    const token = APP_CHECK ? await tokenFromAPage(self.clients) : undefined;
    response = await fetch(entry.path, {
      method: 'POST',
      headers: withToken(entry.headers, token),
      body: entry.body,
    });
  } catch {
    // No connection (or it dropped): the same request, same key, later.
    const failures = entry.attempts + 1;
    await putEntry({
      ...entry,
      state: 'waiting',
      attempts: failures,
      nextAttemptAt: Date.now() + retryDelayMs(failures, null, Date.now()),
    });
    announce({ type: 'changed' });
    return;
  }
  const refusal = response.ok ? undefined : await messageOf(response);
  // Refused for want of a fresh App Check token: sent again once a page can give one.
  const verdict = refusal === APP_CHECK_REFUSED_MESSAGE ? 'retry' : verdictFor(response.status);
  if (verdict === 'delivered') {
    await removeEntry(entry.id);
    announce({ type: 'delivered', id: entry.id, kind: entry.kind });
    return;
  }
  const failures = entry.attempts + 1;
  if (verdict === 'retry') {
    await putEntry({
      ...entry,
      state: 'waiting',
      attempts: failures,
      nextAttemptAt:
        Date.now() + retryDelayMs(failures, response.headers.get('Retry-After'), Date.now()),
    });
    announce({ type: 'changed' });
    return;
  }
  await putEntry({
    ...entry,
    state: 'attention',
    attempts: failures,
    message: refusal ?? `The server refused it (${response.status}).`,
  });
  announce({ type: 'changed' });
}

/**
 * Sends the waiting entries, oldest first: every one when something says the connection may be
 * back (it came back, the page was shown, Send now, the sync event, a worker start), only those
 * due when it is the backoff timer (`dueOnly`).
 */
async function replayOnce(dueOnly: boolean): Promise<void> {
  const entries = await listEntries();
  const now = Date.now();
  for (const entry of entries) {
    // An entry left `sending` by a worker stopped mid-replay is simply sent again: its
    // Idempotency-Key makes the server store it once whatever happened to the first try.
    if (entry.state === 'attention') continue;
    if (dueOnly && entry.state === 'waiting' && entry.nextAttemptAt > now) continue;
    await attempt(entry);
  }
}

/** Wakes up for the earliest waiting entry (while this worker lives; the triggers cover the rest). */
async function scheduleNext(): Promise<void> {
  if (timer !== undefined) clearTimeout(timer);
  const waiting = (await listEntries()).filter((entry) => entry.state !== 'attention');
  if (waiting.length === 0) return;
  const next = Math.min(...waiting.map((entry) => entry.nextAttemptAt));
  timer = setTimeout(() => void replayQueue({ dueOnly: true }), Math.max(0, next - Date.now()));
}

/**
 * Replays the queue: on the sync event, on worker start, when a page asks (back online, shown
 * again, "Send now"), right after something is queued, and on the backoff timer. One replay at a
 * time: a request for one while another runs makes that one go round again when it finishes, so
 * nothing asked for is missed and nothing is sent twice at once.
 */
export function replayQueue({ dueOnly = false }: { dueOnly?: boolean } = {}): Promise<void> {
  if (running) {
    // The stronger request wins: a full replay asked for during a timer's round is not lost.
    again = { dueOnly: (again?.dueOnly ?? true) && dueOnly };
    return running;
  }
  running = (async () => {
    try {
      let round: { dueOnly: boolean } | undefined = { dueOnly };
      while (round) {
        again = undefined;
        const { dueOnly: onlyDue } = round;
        await self.navigator.locks.request(LOCK, () => replayOnce(onlyDue));
        round = again;
      }
      await scheduleNext();
    } finally {
      running = undefined;
    }
  })();
  return running;
}
