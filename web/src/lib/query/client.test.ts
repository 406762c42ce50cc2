import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, queryClient, retryDelay } from './client';
import { KEPT_FOR_ACCOUNT, KEPT_OFFLINE } from './kept-offline';

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('the query client', () => {
  it('keeps the product rules: never stale, no retry, no read on focus, kept 5 minutes', () => {
    const { queries } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: Infinity,
      retry: false,
      refetchOnWindowFocus: false,
      gcTime: 5 * 60 * 1000,
    });
  });

  it('waits 1 s, 2 s, 4 s… between retries, never more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('signing out drops what was read with the account, kept offline or not, not the public kept answers', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null, { status: 200 }))),
    );
    queryClient.setQueryData(['bookings', 'mine'], [{ id: 'b1' }]);
    queryClient
      .getQueryCache()
      .build(queryClient, { queryKey: ['endorsements', 'approved'], ...KEPT_OFFLINE })
      .setData('kept');
    queryClient
      .getQueryCache()
      .build(queryClient, { queryKey: ['submissions', 'mine'], ...KEPT_FOR_ACCOUNT })
      .setData('mine');
    const { logout } = await import('@/lib/session');
    await logout();
    expect(queryClient.getQueryData(['bookings', 'mine'])).toBeUndefined();
    expect(queryClient.getQueryData(['endorsements', 'approved'])).toBe('kept');
    expect(queryClient.getQueryData(['submissions', 'mine'])).toBeUndefined();
  });
});
