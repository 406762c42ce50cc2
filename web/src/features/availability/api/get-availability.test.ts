import type { AvailabilityResponse } from '@shared/availability';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { getAvailability } from './get-availability';

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

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('getAvailability', () => {
  it('reads the slots and the Calendly card, fresh', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(json(200, ANSWER)));
    vi.stubGlobal('fetch', fetchMock);
    await expect(getAvailability()).resolves.toEqual({ answer: ANSWER, savedAt: null });
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
    await getAvailability();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const reading = await getAvailability();
    expect(reading.answer).toEqual(ANSWER);
    expect(reading.savedAt).toBeInstanceOf(Date);
  });

  it('throws when offline with nothing kept, on a server error, and on a wrong answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(getAvailability()).rejects.toMatchObject({ status: 0 });

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(200, ANSWER))),
    );
    await getAvailability();
    // With a copy kept, a server error is still an error: only a missing network uses the copy.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(503, { success: false, message: 'Down' }))),
    );
    await expect(getAvailability()).rejects.toBeInstanceOf(ApiError);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(200, { success: true, availability: 'none' }))),
    );
    await expect(getAvailability()).rejects.toThrow('Invalid response from server');
  });
});
