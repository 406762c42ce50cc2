import { Suspense, useEffect, useState } from 'react';
import { publish, useAppEvent } from '@/lib/events';
import { part } from '@/lib/start/part';
import { useSession } from '@/lib/session';
import { onUnlockNotice, startAchievements, useAchievements } from '../achievements-engine';
import { ACHIEVEMENTS_SHORTCUT, useAchievementsShortcut } from './achievements-shortcut';
import { useNoticeQueue } from './notice-queue';
import { ToastBoundary } from './toast-boundary';
import { reportShortcut, reportUnlockedCount } from './trophy-state';

// Drawn with MUI: each loads the first time it is wanted (the toast brings canvas-confetti).
const AchievementsOverlay = part(
  async () => (await import('./connected')).ConnectedAchievementsOverlay,
  { when: 'first-use', mui: true },
);
const AchievementToast = part(async () => (await import('./achievement-toast')).AchievementToast, {
  when: 'first-use',
  mui: true,
});

const requestAchievements = (): void => publish('achievements.requested', {});

/** Shift+A asks for the overlay while the visitor leaves it on; the trophy names it meanwhile. */
function useShortcutForTrophy(): void {
  const listening = useAchievementsShortcut(requestAchievements);
  useEffect(() => {
    reportShortcut(listening ? ACHIEVEMENTS_SHORTCUT : undefined);
    return () => reportShortcut(undefined);
  }, [listening]);
}

/** Keeps the header's trophy on the engine's count while the engine runs. */
function useTrophyCount(): void {
  const session = useSession();
  const { status, unlockedCount } = useAchievements();
  const uid = session.status === 'signed-in' ? session.user.uid : undefined;
  useEffect(() => {
    if (uid && status === 'signed-in') reportUnlockedCount(uid, unlockedCount);
  }, [uid, status, unlockedCount]);
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
  useTrophyCount();
  useShortcutForTrophy();
  return (
    <>
      <AchievementsOverlay open={open} onClose={() => setOpen(false)} />
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
