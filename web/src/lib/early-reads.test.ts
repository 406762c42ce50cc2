import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from '@shared/zod';
import { apiRequest } from './api-client';
import { readEarly } from './early-reads';

const answer = z.object({ n: z.number() });
const reply = (n: number) =>
  new Response(JSON.stringify({ n }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('early reads', () => {
  it('answer the first GET of their path, once; the next one asks again', async () => {
    let served = 0;
    const fetchMock = vi.fn(async () => reply(++served));
    vi.stubGlobal('fetch', fetchMock);
    readEarly(['/api/meetings']);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await expect(apiRequest('/api/meetings', answer)).resolves.toEqual({ n: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(apiRequest('/api/meetings', answer)).resolves.toEqual({ n: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('leave writes alone, and a failed early read is asked again', async () => {
    const fetchMock = vi
      .fn<() => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation(async () => reply(7));
    vi.stubGlobal('fetch', fetchMock);
    readEarly(['/api/bookings']);

    await expect(
      apiRequest('/api/bookings', answer, { method: 'POST', json: {} }),
    ).resolves.toEqual({ n: 7 });
    await expect(apiRequest('/api/bookings', answer)).resolves.toEqual({ n: 7 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
