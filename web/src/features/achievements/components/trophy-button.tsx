import { Icon } from '@/components/plain/icons';
import { iconButtonClass } from '@/components/plain/class-names';
import { publish } from '@/lib/events';
import { ACHIEVEMENTS_SHORTCUT, useAchievementsShortcut } from './achievements-shortcut';
import { useUnlockedCount } from './unlocked-count';
import './trophy-button.css';

const requestAchievements = (): void => publish('achievements.requested', {});

/**
 * The header's way to the achievements: a trophy with the signed-in visitor's unlocked count, and
 * Shift+A anywhere but a field. Plain markup and CSS, because the header is in every first load;
 * whoever hosts the overlay opens it on `achievements.requested`.
 */
export function TrophyButton({ uid }: { uid: string | undefined }) {
  const count = useUnlockedCount(uid);
  const shortcut = useAchievementsShortcut(requestAchievements);
  return (
    <button
      type="button"
      className={`${iconButtonClass({ color: 'inherit' })} trophy-button`}
      aria-label={`Achievements, ${count} unlocked`}
      aria-keyshortcuts={shortcut ? ACHIEVEMENTS_SHORTCUT : undefined}
      title={shortcut ? `Achievements (${ACHIEVEMENTS_SHORTCUT})` : 'Achievements'}
      onClick={requestAchievements}
    >
      <Icon name="emojiEvents" />
      {count > 0 && (
        <span className="trophy-button__count" aria-hidden="true">
          {count}
        </span>
      )}
    </button>
  );
}
