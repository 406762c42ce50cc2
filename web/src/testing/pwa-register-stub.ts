import { useState } from 'react';
import { vi } from 'vitest';

/** Stand-in for vite-plugin-pwa's hook: tests flip `pwaState.needRefresh` and watch `updateServiceWorker`. */
export const pwaState = {
  needRefresh: false,
  updateServiceWorker: vi.fn<(reload?: boolean) => Promise<void>>(() => Promise.resolve()),
};

export function useRegisterSW(_options?: { onNeedReload?: () => void }) {
  const needRefresh = useState(pwaState.needRefresh);
  const offlineReady = useState(false);
  return { needRefresh, offlineReady, updateServiceWorker: pwaState.updateServiceWorker };
}
