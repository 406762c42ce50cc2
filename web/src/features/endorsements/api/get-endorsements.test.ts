import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createTestQueryClient } from '@/testing/query';
import { approvedEndorsementsQuery, fetchEndorsements } from './get-endorsements';

function answer(status: number, body: object): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function stubFetch(status: number, body: object) {
  const fetchMock = vi.fn(() => Promise.resolve(answer(status, body)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const goOffline = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );

const ENTRY = {
  skill: 'Cloud Architecture',
  count: 3,
  endorsers: [{ name: 'Ada Lovelace', relation: 'colleague', headline: 'Analyst' }],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchEndorsements', () => {
  it('reads the list from the data field', async () => {
    const fetchMock = stubFetch(200, { success: true, data: [ENTRY] });
    await expect(fetchEndorsements()).resolves.toEqual([ENTRY]);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/endorsements',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('answers null, not an error, for a 401', async () => {
    stubFetch(401, { success: false, message: 'Sign in required' });
    await expect(fetchEndorsements()).resolves.toBeNull();
  });

  it('throws for other failures and for a body of the wrong shape', async () => {
    stubFetch(500, { success: false, message: 'Boom' });
    await expect(fetchEndorsements()).rejects.toBeInstanceOf(ApiError);
    stubFetch(200, { success: true, data: [{ skill: 'Go', count: -1, endorsers: [] }] });
    await expect(fetchEndorsements()).rejects.toThrow();
  });
});

describe('approvedEndorsementsQuery', () => {
  const client = createTestQueryClient();
  // Every read asks the server, as each mount of the panel does.
  const read = () => client.fetchQuery({ ...approvedEndorsementsQuery(), staleTime: 0 });

  afterEach(() => client.clear());

  it('offline, answers the list received last, marked saved; kept through failures', async () => {
    goOffline();
    await expect(read()).rejects.toMatchObject({ status: 0 });

    stubFetch(200, { success: true, data: [ENTRY] });
    await expect(read()).resolves.toMatchObject({ value: [ENTRY], saved: false });

    stubFetch(500, { success: false, message: 'Boom' });
    await expect(read()).rejects.toBeInstanceOf(ApiError);
    stubFetch(200, { success: true, data: [{ skill: 'Go', count: -1, endorsers: [] }] });
    await expect(read()).rejects.toThrow();

    goOffline();
    const saved = await read();
    expect(saved).toMatchObject({ value: [ENTRY], saved: true });
    expect(typeof saved.receivedAt).toBe('number');

    stubFetch(200, { success: true, data: [] });
    await read();
    goOffline();
    await expect(read()).resolves.toMatchObject({ value: [], saved: true });
  });

  it('ignores a kept list that is not a list of endorsed skills', async () => {
    client.setQueryData(approvedEndorsementsQuery().queryKey, {
      value: [{ skill: 'Go', count: 'many' }],
      receivedAt: Date.now(),
      saved: false,
    });
    goOffline();
    await expect(read()).rejects.toMatchObject({ status: 0 });
  });
});
