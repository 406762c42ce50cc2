import type { DialogProps } from '@/components/ui/dialog-props';
import {
  unlockAchievement,
  unlockRandomAchievement,
  useAchievements,
} from '../achievements-engine';
import { AchievementsOverlay } from './achievements-overlay';

/** The overlay on the engine's state, unlocking through the engine. */
export function ConnectedAchievementsOverlay({ open, onClose }: DialogProps) {
  const state = useAchievements();
  return (
    <AchievementsOverlay
      open={open}
      onClose={onClose}
      state={state}
      onUnlock={unlockAchievement}
      onUnlockRandom={unlockRandomAchievement}
    />
  );
}
