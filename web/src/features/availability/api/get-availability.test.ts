import type { AvailabilityResponse } from '@shared/availability';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createTestQueryClient } from '@/testing/query';
import { getAvailability, readAvailability } from './get-availability';
import { availabilityKeys } from './query-keys';

const ANSWER: AvailabilityResponse = {
  success: true,
  availability: [
    {
      date: '2026-03-27',
      time: '09:00',
      status: 'available',
      start: '2026-03-27T09:00:00.000Z',
      end: '2026-03-27T09:30:00.000Z',
    },
  ],
  calendlyConfig: {
    title: '30-Minute Consultation',
    description: 'A short call.',
    url: 'https://calendly.com/example/30min',
  },
  timeZone: 'Europe/London',
};

const json = (status: number, body: object): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const client = createTestQueryClient();
/** A read of the slots through the query cache, as the scheduler's mount makes it. */
const read = () =>
  client.fetchQuery({
    queryKey: availabilityKeys.slots(),
    queryFn: (context) => readAvailability(context),
    staleTime: 0,
  });

afterEach(() => {
  vi.unstubAllGlobals();
  client.clear();
});

describe('getAvailability and its kept read', () => {
  it('reads the slots and the Calendly card, fresh', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(json(200, ANSWER)));
    vi.stubGlobal('fetch', fetchMock);
    await expect(getAvailability()).resolves.toEqual(ANSWER);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/availability',
      expect.not.objectContaining({ cache: expect.anything() }),
    );
  });

  it('asks past the HTTP cache when told to read fresh', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(json(200, ANSWER)));
    vi.stubGlobal('fetch', fetchMock);
    await getAvailability({ fresh: true });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/availability',
      expect.objectContaining({ cache: 'no-cache' }),
    );
  });

  it('offline, answers the copy kept last time, dated', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(200, ANSWER))),
    );
    await expect(read()).resolves.toMatchObject({ value: ANSWER, saved: false });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const reading = await read();
    expect(reading.value).toEqual(ANSWER);
    expect(reading.saved).toBe(true);
    expect(typeof reading.receivedAt).toBe('number');
  });

  it('throws when offline with nothing kept, on a server error, and on a wrong answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(read()).rejects.toMatchObject({ status: 0 });

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(200, ANSWER))),
    );
    await read();
    // With a copy kept, a server error is still an error: only a missing network uses the copy.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(503, { success: false, message: 'Down' }))),
    );
    await expect(read()).rejects.toBeInstanceOf(ApiError);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(200, { success: true, availability: 'none' }))),
    );
    await expect(read()).rejects.toThrow('Invalid response from server');
  });
});
