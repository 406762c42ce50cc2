import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from '@shared/zod';
import { apiRequest } from '../api-client';
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

describe("the reads a signed-in page's shell started (web/early-reads.js)", () => {
  afterEach(() => {
    delete window.appEarlyReads;
    vi.resetModules();
  });

  it('answer the first GET of their path, without asking again', async () => {
    const fetchMock = vi.fn(async () => reply(2));
    vi.stubGlobal('fetch', fetchMock);
    window.appEarlyReads = [
      { path: '/api/user', response: Promise.resolve(reply(1)), at: Date.now() },
      // Not a read the shell could have started: ignored.
      { path: '/api/meetings', response: 'not a response', at: Date.now() },
      null,
    ];
    vi.resetModules();
    const { apiRequest: request } = await import('../api-client');
    expect(window.appEarlyReads).toBeUndefined();

    await expect(request('/api/user', answer)).resolves.toEqual({ n: 1 });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(request('/api/meetings', answer)).resolves.toEqual({ n: 2 });
    await expect(request('/api/user', answer)).resolves.toEqual({ n: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('that failed are asked again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(3)),
    );
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => undefined);
    window.appEarlyReads = [{ path: '/api/user', response: failed, at: Date.now() }];
    vi.resetModules();
    const { apiRequest: request } = await import('../api-client');
    await expect(request('/api/user', answer)).resolves.toEqual({ n: 3 });
  });
});
