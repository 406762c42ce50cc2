import { describe, expect, it } from 'vitest';
import { keptUntilFailed } from './kept-until-failed';

describe('keptUntilFailed', () => {
  it('runs the load once for every caller while it is pending and after it resolved', async () => {
    let runs = 0;
    const get = keptUntilFailed(async () => {
      runs += 1;
      return runs;
    });
    expect(await Promise.all([get(), get()])).toEqual([1, 1]);
    expect(await get()).toBe(1);
    expect(runs).toBe(1);
  });

  it('runs the load again after it failed', async () => {
    let runs = 0;
    const get = keptUntilFailed(async () => {
      runs += 1;
      if (runs === 1) throw new Error('offline');
      return runs;
    });
    await expect(get()).rejects.toThrow('offline');
    expect(await get()).toBe(2);
    expect(await get()).toBe(2);
  });
});
