import { afterEach, describe, expect, it, vi } from 'vitest';

describe('loadZod', () => {
  afterEach(() => {
    vi.doUnmock('./zod-warm-up-steps');
    vi.resetModules();
  });

  it('loads zod once for every caller', async () => {
    let loads = 0;
    vi.doMock('./zod-warm-up-steps', async (importOriginal) => {
      loads += 1;
      return importOriginal();
    });
    const { loadZod } = await import('./zod-warm-up');
    await Promise.all([loadZod(), loadZod()]);
    await loadZod();
    expect(loads).toBe(1);
  });

  it('tries again after zod could not be fetched', async () => {
    let reachable = false;
    vi.doMock('./zod-warm-up-steps', async (importOriginal) => {
      if (!reachable) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { loadZod } = await import('./zod-warm-up');
    await expect(loadZod()).rejects.toThrow();
    reachable = true;
    await expect(loadZod()).resolves.toBeUndefined();
  });
});

describe('the warm-up of zod', () => {
  it('parses a valid value in every step, the way every accepted answer goes', async () => {
    const { zodWarmUpSteps } = await import('./zod-warm-up-steps');
    expect(zodWarmUpSteps.map((step) => step())).toEqual([true, true, true, true]);
  });
});
