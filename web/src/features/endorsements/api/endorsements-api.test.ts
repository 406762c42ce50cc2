import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  createEndorsementSubmitter,
  fetchEndorsements,
  savedEndorsements,
} from './endorsements-api';

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

const ENTRY = {
  skill: 'Cloud Architecture',
  count: 3,
  endorsers: [{ name: 'Ada Lovelace', relation: 'colleague', headline: 'Analyst' }],
};

describe('fetchEndorsements', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

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

describe('savedEndorsements', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('is the list received last, kept through failures', async () => {
    expect(savedEndorsements()).toBeNull();
    stubFetch(200, { success: true, data: [ENTRY] });
    await fetchEndorsements();
    expect(savedEndorsements()?.value).toEqual([ENTRY]);
    expect(savedEndorsements()?.savedAt).toBeInstanceOf(Date);

    stubFetch(500, { success: false, message: 'Boom' });
    await expect(fetchEndorsements()).rejects.toBeInstanceOf(ApiError);
    stubFetch(401, { success: false, message: 'Sign in required' });
    await expect(fetchEndorsements()).resolves.toBeNull();
    stubFetch(200, { success: true, data: [{ skill: 'Go', count: -1, endorsers: [] }] });
    await expect(fetchEndorsements()).rejects.toThrow();
    expect(savedEndorsements()?.value).toEqual([ENTRY]);

    stubFetch(200, { success: true, data: [] });
    await fetchEndorsements();
    expect(savedEndorsements()?.value).toEqual([]);
  });

  it('ignores a saved list that is not a list of endorsed skills', () => {
    localStorage.setItem(
      'last-answer:v1:endorsements',
      JSON.stringify({ savedAt: Date.now(), value: [{ skill: 'Go', count: 'many' }] }),
    );
    expect(savedEndorsements()).toBeNull();
  });
});

describe('createEndorsementSubmitter', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('posts the payload with an Idempotency-Key', async () => {
    const fetchMock = stubFetch(201, { success: true, message: 'Thanks', id: 'e1' });
    const submit = createEndorsementSubmitter();
    const payload = {
      name: 'Ada',
      email: 'ada@example.com',
      skill: 'Go',
      relation: 'other' as const,
      website: '',
    };
    await expect(submit(payload)).resolves.toEqual({
      status: 'sent',
      message: 'Thanks',
      answer: { success: true, message: 'Thanks', id: 'e1' },
    });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/endorsements');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual(payload);
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
