import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHECK_TIMEOUT_MS,
  type FetchImpl,
  type HealthRow,
  overallStatus,
  runHealthChecks,
  summaryText,
} from './health-checks';

const row = (status: HealthRow['status']): HealthRow => ({
  service: status,
  status,
  lastCheck: '2025-01-01T00:00:00.000Z',
  responseTime: 1,
});

/** Each endpoint answers after its own delay on the fake clock (40 ms unless told). */
function respond(statuses: Record<string, number>, delays: Record<string, number> = {}) {
  return vi.fn<FetchImpl>(
    (url) =>
      new Promise<Response>((resolve) => {
        setTimeout(
          () => resolve(new Response(null, { status: statuses[url] ?? 200 })),
          delays[url] ?? 40,
        );
      }),
  );
}

/** Runs the checks on fake timers, letting every pending answer or timeout fire. */
async function run(fetchImpl: FetchImpl, signedIn: boolean): Promise<HealthRow[]> {
  const pending = runHealthChecks(fetchImpl, Date.now, signedIn);
  await vi.advanceTimersByTimeAsync(CHECK_TIMEOUT_MS);
  return pending;
}

const byService = (rows: HealthRow[], service: string): HealthRow | undefined =>
  rows.find((candidate) => candidate.service === service);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('overallStatus and summaryText', () => {
  it('is operational only when every service is healthy', () => {
    expect(overallStatus([row('healthy'), row('healthy')])).toBe('healthy');
    expect(summaryText('healthy')).toBe('All Systems Operational');
  });

  it('reports issues for a warning without errors', () => {
    expect(overallStatus([row('healthy'), row('warning')])).toBe('warning');
    expect(summaryText('warning')).toBe('Some Issues Detected');
  });

  it('is critical as soon as one service errors', () => {
    expect(overallStatus([row('warning'), row('error'), row('healthy')])).toBe('error');
    expect(summaryText('error')).toBe('Critical Issues');
  });
});

describe('runHealthChecks', () => {
  it('calls the four endpoints with same-origin credentials, no cache and a signal', async () => {
    const fetchImpl = respond({});
    const rows = await run(fetchImpl, true);

    expect(fetchImpl.mock.calls.map(([url]) => url)).toEqual([
      '/api/health',
      '/api/user',
      '/api/availability',
      '/api/endorsements',
    ]);
    for (const [, init] of fetchImpl.mock.calls) {
      expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin', cache: 'no-store' });
      expect(init.signal).toBeInstanceOf(AbortSignal);
    }
    expect(rows.map((r) => [r.service, r.status, r.responseTime])).toEqual([
      ['API Server', 'healthy', 40],
      ['Authentication', 'healthy', 40],
      ['Availability', 'healthy', 40],
      ['Endorsements', 'healthy', 40],
      ['Quinn AI', 'healthy', 0],
      ['Email System', 'healthy', 0],
      ['VR Manager', 'healthy', 0],
    ]);
    expect(rows.every((r) => !Number.isNaN(Date.parse(r.lastCheck)))).toBe(true);
  });

  it('counts a 401 from /api/user as healthy', async () => {
    const fetchImpl = respond({ '/api/user': 401 });
    const rows = await run(fetchImpl, true);
    expect(byService(rows, 'Authentication')?.status).toBe('healthy');
  });

  it('counts a 401 from any other endpoint as an error', async () => {
    const fetchImpl = respond({ '/api/endorsements': 401 });
    const rows = await run(fetchImpl, true);
    expect(byService(rows, 'Endorsements')?.status).toBe('error');
  });

  it('marks a 500 as an error', async () => {
    const fetchImpl = respond({ '/api/health': 500, '/api/user': 500 });
    const rows = await run(fetchImpl, true);
    expect(byService(rows, 'API Server')?.status).toBe('error');
    expect(byService(rows, 'Authentication')?.status).toBe('error');
    expect(overallStatus(rows)).toBe('error');
  });

  it('marks a network failure as an error', async () => {
    const fetchImpl = vi.fn<FetchImpl>(async (url) => {
      if (url === '/api/availability') throw new TypeError('Failed to fetch');
      return new Response(null, { status: 200 });
    });
    const rows = await run(fetchImpl, true);
    expect(byService(rows, 'Availability')?.status).toBe('error');
    expect(byService(rows, 'API Server')?.status).toBe('healthy');
  });

  it('marks a check slower than 2000 ms as a warning', async () => {
    const fetchImpl = respond({}, { '/api/health': 2500, '/api/availability': 2000 });
    const rows = await run(fetchImpl, true);
    expect(byService(rows, 'API Server')).toMatchObject({ status: 'warning', responseTime: 2500 });
    expect(byService(rows, 'Availability')?.status).toBe('healthy');
    expect(overallStatus(rows)).toBe('warning');
  });

  it('gives up on a check after 5 s and reports an error', async () => {
    const fetchImpl = vi.fn<FetchImpl>((url, init) =>
      url === '/api/health'
        ? new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('', 'AbortError')),
            );
          })
        : Promise.resolve(new Response(null, { status: 200 })),
    );
    const rows = await run(fetchImpl, true);
    expect(byService(rows, 'API Server')).toMatchObject({
      status: 'error',
      responseTime: CHECK_TIMEOUT_MS,
    });
  });

  it('reports Quinn AI, Email System and VR Manager healthy without any call', async () => {
    const fetchImpl = vi.fn<FetchImpl>(async () => {
      throw new TypeError('offline');
    });
    const rows = await run(fetchImpl, false);
    for (const service of ['Quinn AI', 'Email System', 'VR Manager']) {
      expect(byService(rows, service)).toMatchObject({ status: 'healthy', responseTime: 0 });
    }
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('skips /api/user for signed-out visitors and reports it healthy', async () => {
    const fetchImpl = respond({ '/api/user': 500 });
    const rows = await run(fetchImpl, false);
    expect(fetchImpl.mock.calls.map(([url]) => url)).not.toContain('/api/user');
    expect(byService(rows, 'Authentication')).toMatchObject({
      status: 'healthy',
      responseTime: 0,
      note: 'signed out',
    });
  });
});
