/// <reference lib="webworker" />
import { APP_CHECK_HEADER } from '@shared/app-check';
import { isRecord } from '../is-record';

/**
 * App Check tokens for the offline queue. A token lasts about an hour, and only a page can make
 * one (reCAPTCHA runs in a document), so a submission kept offline for longer would be refused
 * when it is finally sent. Before each replay the service worker asks an open page for a fresh
 * token; with no page open it sends what it kept, and a refusal waits for a page instead of being
 * given up (sw/queue-replay.ts).
 */

const TOKEN_REQUEST = 'app-check-token';
const TOKEN_WAIT_MS = 10_000;

/** The service worker's side: a fresh token from any open page of the site, if one can give it. */
export async function tokenFromAPage(clients: Clients): Promise<string | undefined> {
  for (const client of await clients.matchAll({ type: 'window' })) {
    const token = await new Promise<string | undefined>((resolve) => {
      const channel = new MessageChannel();
      const timer = setTimeout(() => resolve(undefined), TOKEN_WAIT_MS);
      channel.port1.onmessage = (event: MessageEvent<unknown>) => {
        clearTimeout(timer);
        const { data } = event;
        resolve(isRecord(data) && typeof data.token === 'string' ? data.token : undefined);
      };
      client.postMessage({ type: TOKEN_REQUEST }, [channel.port2]);
    });
    if (token) return token;
  }
  return undefined;
}

/** A queued request's headers with a fresh token in place of the one it was kept with. */
export function withToken(headers: Record<string, string>, token: string | undefined) {
  return token ? { ...headers, [APP_CHECK_HEADER.toLowerCase()]: token } : headers;
}

/** The page's side: answers the worker's requests with `makeToken`'s; returns the stop. */
export function answerTokenRequests(
  container: ServiceWorkerContainer,
  makeToken: () => Promise<string | undefined>,
): () => void {
  const onMessage = (event: MessageEvent<unknown>): void => {
    const { data } = event;
    const [port] = event.ports;
    if (!port || !isRecord(data) || data.type !== TOKEN_REQUEST) return;
    void makeToken()
      .catch(() => undefined)
      .then((token) => port.postMessage({ token }));
  };
  container.addEventListener('message', onMessage);
  return () => container.removeEventListener('message', onMessage);
}
