import { afterEach, describe, expect, it, vi } from 'vitest';

describe('loadStyledScope', () => {
  afterEach(() => {
    vi.doUnmock('@/theme/styled-scope');
    vi.resetModules();
  });

  it('tries again after MUI could not be fetched', async () => {
    let reachable = false;
    vi.doMock('@/theme/styled-scope', async (importOriginal) => {
      if (!reachable) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { loadStyledScope } = await import('./mui-stages');
    await expect(loadStyledScope()).rejects.toThrow();
    reachable = true;
    const StyledScope = await loadStyledScope();
    expect(StyledScope.name).toBe('StyledScope');
  });
});
