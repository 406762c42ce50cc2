import { describe, expect, it, vi } from 'vitest';

import { checkHealth, sharedHealthCheck } from './health';

vi.mock('../lib/logs', () => ({ healthCheckFailed: vi.fn() }));

describe('checkHealth', () => {
  it('reports ok with a response time for every service when all probes answer', async () => {
    const result = await checkHealth(
      { firestore: async () => 'read', auth: async () => undefined },
      1000,
    );
    expect(result.status).toBe('ok');
    expect(result.success).toBe(true);
    expect(Object.keys(result.services)).toEqual(['firestore', 'auth']);
    expect(result.services.firestore).toMatchObject({ status: 'healthy' });
    expect(result.services.firestore?.responseTime).toBeGreaterThanOrEqual(0);
  });

  it('reports error and names the failing service when one probe throws', async () => {
    const result = await checkHealth(
      {
        firestore: async () => Promise.reject(new Error('UNAVAILABLE')),
        auth: async () => undefined,
      },
      1000,
    );
    expect(result.status).toBe('error');
    expect(result.success).toBe(false);
    expect(result.services.firestore).toMatchObject({
      status: 'error',
      message: 'Firestore is not responding',
    });
    expect(result.services.auth?.status).toBe('healthy');
    expect(result.message).toBe('Firestore is not responding');
  });

  it('counts a probe that does not answer in time as failing', async () => {
    const result = await checkHealth({ firestore: () => new Promise(() => undefined) }, 50);
    expect(result.status).toBe('error');
    expect(result.services.firestore?.responseTime).toBeGreaterThanOrEqual(45);
  });
});

describe('sharedHealthCheck', () => {
  const healthy = { success: true, status: 'ok', services: {}, time: 't' } as const;

  it('runs one probe for callers in flight together and reuses its answer within the window', async () => {
    let clock = 0;
    const check = vi.fn(async () => healthy);
    const current = sharedHealthCheck(check, 5000, () => clock);
    const answers = await Promise.all([current(), current(), current()]);
    expect(answers).toEqual([healthy, healthy, healthy]);
    clock = 4999;
    await current();
    expect(check).toHaveBeenCalledTimes(1);
    clock = 5000;
    await current();
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('probes again after a check that threw', async () => {
    const check = vi
      .fn<() => Promise<typeof healthy>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(healthy);
    const current = sharedHealthCheck(check, 5000, () => 0);
    await expect(current()).rejects.toThrow('down');
    await expect(current()).resolves.toEqual(healthy);
    expect(check).toHaveBeenCalledTimes(2);
  });
});
