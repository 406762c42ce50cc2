import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEndorsementSubmitter } from './endorsements-api';

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
