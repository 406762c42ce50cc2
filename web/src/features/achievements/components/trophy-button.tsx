import { Badge } from '@/components/plain/badge';
import { Icon } from '@/components/plain/icon';
import { IconButton } from '@/components/plain/icon-button';
import { requestAchievements, useShortcut, useUnlockedCount } from './trophy-state';

/**
 * The header's way to the achievements: a trophy with the signed-in visitor's unlocked count.
 * Plain markup and CSS, and nothing else, because the header is in every first load; the host,
 * loaded after the page, opens the overlay on `achievements.requested` and on its shortcut.
 */
export function TrophyButton({ uid }: { uid: string | undefined }) {
  const count = useUnlockedCount(uid);
  const shortcut = useShortcut();
  return (
    <IconButton
      color="inherit"
      aria-label={`Achievements, ${count} unlocked`}
      aria-keyshortcuts={shortcut}
      title={shortcut ? `Achievements (${shortcut})` : 'Achievements'}
      onClick={requestAchievements}
    >
      <Icon name="emojiEvents" />
      <Badge count={count} />
    </IconButton>
  );
}
