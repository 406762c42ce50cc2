import { Suspense, useEffect, useState } from 'react';
import { useAppEvent } from '@/lib/events';
import { part } from '@/lib/start/part';
import { useSession } from '@/lib/session';
import type { AchievementsState } from '../achievements-api';
import {
  onUnlockNotice,
  startAchievements,
  unlockAchievement,
  unlockRandomAchievement,
  useAchievements,
} from '../achievements-engine';
import { ACHIEVEMENTS_SHORTCUT, useAchievementsShortcut } from './achievements-shortcut';
import { useNoticeQueue } from './notice-queue';
import { ToastBoundary } from './toast-boundary';
import { reportShortcut, reportUnlockedCount, requestAchievements } from './trophy-state';

// Drawn with MUI: each loads the first time it is wanted (the toast brings canvas-confetti).
const AchievementsOverlay = part(
  async () => (await import('./achievements-overlay')).AchievementsOverlay,
  { when: 'first-use', mui: true },
);
const AchievementToast = part(async () => (await import('./achievement-toast')).AchievementToast, {
  when: 'first-use',
  mui: true,
});

/** Shift+A asks for the overlay while the visitor leaves it on; the trophy names it meanwhile. */
function useShortcutForTrophy(): void {
  const listening = useAchievementsShortcut(requestAchievements);
  useEffect(() => {
    reportShortcut(listening ? ACHIEVEMENTS_SHORTCUT : undefined);
    return () => reportShortcut(undefined);
  }, [listening]);
}

/** The engine's state, with the header's trophy kept on its count while the engine runs. */
function useAchievementsWithTrophy(): AchievementsState {
  const session = useSession();
  const state = useAchievements();
  const { status, unlockedCount } = state;
  const uid = session.status === 'signed-in' ? session.user.uid : undefined;
  useEffect(() => {
    if (uid && status === 'signed-in') reportUnlockedCount(uid, unlockedCount);
  }, [uid, status, unlockedCount]);
  return state;
}

/**
 * The achievements on every page, mounted once the page has loaded: starts the engine (its
 * triggers, night owl, the sync), shows each unlock's toast one at a time, and opens the overlay
 * on `achievements.requested` (a request made before it loaded, such as an early tap on the
 * trophy, opens it on arrival) and on Shift+A. The live region is here, in plain markup, so it is on the page
 * before the first toast's code has loaded and the first unlock is announced.
 */
export function AchievementsHost() {
  useEffect(() => startAchievements(), []);
  const [open, setOpen] = useState(false);
  useAppEvent('achievements.requested', () => setOpen(true), { replay: true });
  const { current, dismiss } = useNoticeQueue(onUnlockNotice);
  const state = useAchievementsWithTrophy();
  useShortcutForTrophy();
  return (
    <>
      <AchievementsOverlay
        open={open}
        onClose={() => setOpen(false)}
        state={state}
        onUnlock={unlockAchievement}
        onUnlockRandom={unlockRandomAchievement}
      />
      <div role="status">
        {current && (
          <ToastBoundary key={current.key} onFailed={dismiss}>
            <Suspense fallback={null}>
              <AchievementToast notice={current.notice} onDismiss={dismiss} />
            </Suspense>
          </ToastBoundary>
        )}
      </div>
    </>
  );
}
