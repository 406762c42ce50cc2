import { vi } from 'vitest';
import type { UnlockNotice } from '@/features/achievements/achievements-api';
import { stateWith } from './test-states';

/**
 * The achievements engine at its module boundary, for the host's tests: the host's job is to
 * start it and show what it tells. `notify` is the engine telling of an unlock.
 */
const listeners = new Set<(notice: UnlockNotice) => void>();

export const fakeEngine = {
  stop: vi.fn(),
  notify: (notice: UnlockNotice) => listeners.forEach((listener) => listener(notice)),
};

/** What `vi.mock('../achievements-engine', …)` answers. */
export const fakeEngineModule = {
  startAchievements: vi.fn(() => fakeEngine.stop),
  useAchievements: () => stateWith('signed-in', ['code_master']),
  unlockAchievement: vi.fn(async () => 'unlocked'),
  unlockRandomAchievement: vi.fn(async () => undefined),
  onUnlockNotice: (listener: (notice: UnlockNotice) => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
