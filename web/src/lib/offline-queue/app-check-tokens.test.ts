import { describe, expect, it } from 'vitest';
import { answerTokenRequests, tokenFromAPage, withToken } from './app-check-tokens';

/** A page as the worker sees it: its messages reach the page's container. */
function pageAt(container: EventTarget): Client {
  return {
    postMessage(message: unknown, transfer: Transferable[]) {
      const ports = transfer.filter((item): item is MessagePort => item instanceof MessagePort);
      container.dispatchEvent(new MessageEvent('message', { data: message, ports }));
    },
  } as unknown as Client;
}

const clientsOf = (pages: Client[]): Clients =>
  ({ matchAll: () => Promise.resolve(pages) }) as unknown as Clients;

describe('App Check tokens for queued submissions', () => {
  it('come from an open page that can make one', async () => {
    const container = new EventTarget();
    const stop = answerTokenRequests(
      container as unknown as ServiceWorkerContainer,
      async () => 'fresh-token',
    );
    expect(await tokenFromAPage(clientsOf([pageAt(container)]))).toBe('fresh-token');
    stop();
  });

  it('are asked of the next page when one cannot make a token, and are none without a page', async () => {
    const failing = new EventTarget();
    answerTokenRequests(failing as unknown as ServiceWorkerContainer, () =>
      Promise.reject(new Error('reCAPTCHA did not load')),
    );
    const working = new EventTarget();
    answerTokenRequests(working as unknown as ServiceWorkerContainer, async () => 'second');
    const pages = clientsOf([pageAt(failing), pageAt(working)]);
    expect(await tokenFromAPage(pages)).toBe('second');
    expect(await tokenFromAPage(clientsOf([]))).toBeUndefined();
  });

  it('replace the token a request was kept with, and keep it when there is none', () => {
    const kept = { 'content-type': 'application/json', 'x-firebase-appcheck': 'old' };
    expect(withToken(kept, 'new')).toEqual({ ...kept, 'x-firebase-appcheck': 'new' });
    expect(withToken(kept, undefined)).toBe(kept);
  });
});
