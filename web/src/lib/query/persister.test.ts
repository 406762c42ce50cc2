import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from '@shared/zod';
import { ApiError } from '@/lib/api-client';
import { createTestQueryClient } from '@/testing/query';
import { KEPT_OFFLINE, readKept } from './kept-offline';
import { keepAnswersOffline } from './persister';

const listSchema = z.array(z.object({ name: z.string() }));
const KEPT_KEY = ['things', 'public'] as const;
const offline = () => Promise.reject(new ApiError(0, 'Network error. Please try again.'));

/** One page load: a client of its own, restored from (and then saving to) IndexedDB. */
async function visit(): Promise<QueryClient> {
  const client = createTestQueryClient();
  await keepAnswersOffline(client);
  return client;
}

const readThings = (client: QueryClient, read: () => Promise<{ name: string }[]>) =>
  client.fetchQuery({
    queryKey: KEPT_KEY,
    queryFn: (context) => readKept(context, read, listSchema),
    ...KEPT_OFFLINE,
    staleTime: 0,
  });

/** Lets the throttled save (100 ms) reach IndexedDB. */
const saved = () => new Promise((done) => setTimeout(done, 300));

// A browser's IndexedDB of its own for each test: nothing one test keeps reaches another.
beforeEach(() => vi.stubGlobal('indexedDB', new IDBFactory()));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('keepAnswersOffline', () => {
  it('a later visit, offline, reads the answer received last, marked saved and dated', async () => {
    const first = await visit();
    const before = Date.now();
    await readThings(first, () => Promise.resolve([{ name: 'Go' }]));
    await saved();

    const later = await visit();
    const reading = await readThings(later, offline);
    expect(reading).toMatchObject({ value: [{ name: 'Go' }], saved: true });
    expect(reading.receivedAt).toBeGreaterThanOrEqual(before);
  });

  it('keeps only the answers marked for offline', async () => {
    const first = await visit();
    await first.fetchQuery({ queryKey: ['private'], queryFn: () => Promise.resolve('mine') });
    await readThings(first, () => Promise.resolve([{ name: 'Go' }]));
    await saved();

    const later = await visit();
    expect(later.getQueryData(['private'])).toBeUndefined();
    expect(later.getQueryData(KEPT_KEY)).toBeDefined();
  });

  it('with nothing kept, offline is a failure', async () => {
    const client = await visit();
    await expect(readThings(client, offline)).rejects.toMatchObject({ status: 0 });
  });

  it('treats blocked storage as nothing kept, without throwing', async () => {
    vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const client = await visit();
    await readThings(client, () => Promise.resolve([{ name: 'Go' }]));
    await saved();
    await expect(readThings(client, offline)).resolves.toMatchObject({ saved: true });
    await expect(readThings(await visit(), offline)).rejects.toMatchObject({ status: 0 });
  });
});
