import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, NETWORK_ERROR_MESSAGE, OFFLINE_MESSAGE } from './api-client';

const anything = { safeParse: (data: unknown) => ({ success: true as const, data }) };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('apiRequest when the network fails', () => {
  it('says "Network error" while the browser believes it is online', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(
      apiRequest('/api/login', anything, { method: 'POST', json: {} }),
    ).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });

  it('says plainly that the call needs a connection when the browser is offline', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(
      apiRequest('/api/login', anything, { method: 'POST', json: {} }),
    ).rejects.toMatchObject({ status: 0, message: OFFLINE_MESSAGE });
  });
});
