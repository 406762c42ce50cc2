import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSubmitter } from './submit';

function answer(status: number, body: object): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const keysSent = (fetchMock: ReturnType<typeof vi.fn>): string[] =>
  fetchMock.mock.calls.map(
    ([, init]) =>
      (init as RequestInit & { headers: Record<string, string> }).headers['Idempotency-Key'] ?? '',
  );

describe('createSubmitter', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('retries the same content with the same key and uses a new key after success or a change', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockImplementation(() =>
        Promise.resolve(answer(201, { success: true, message: 'Sent', id: 'x' })),
      );
    vi.stubGlobal('fetch', fetchMock);
    const submit = createSubmitter('/api/contact');

    await expect(submit({ message: 'hello' })).rejects.toMatchObject({ status: 0 });
    await submit({ message: 'hello' });
    await submit({ message: 'hello' });
    await submit({ message: 'changed' });

    const [first, retry, afterSuccess, changed] = keysSent(fetchMock);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
    expect(afterSuccess).not.toBe(first);
    expect(changed).not.toBe(afterSuccess);
  });
});
