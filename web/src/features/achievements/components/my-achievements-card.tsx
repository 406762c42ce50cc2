import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, CardTitle } from '@/components/plain/card';
import { Text } from '@/components/plain/text';
import { FailedRead } from '@/components/ui/retry-alert';
import { SavedCopyNote } from '@/components/ui/saved-copy-note';
import { siteContent } from '@/lib/content/site-content';
import { formatInstant, SHOWN } from '@/lib/visitor-time';
import { myAchievementsQuery } from '../api/my-achievements';

/**
 * The dashboard's view of the user's achievements, as the server has them from every device:
 * how many of them, the points, and the latest unlocked. The overlay (the trophy in the header)
 * shows them all.
 */
export function MyAchievementsCard() {
  const unlocks = useQuery(myAchievementsQuery());
  const { achievements } = siteContent('achievements');
  const byId = new Map(achievements.map((achievement) => [achievement.id, achievement]));
  const reading = unlocks.data;
  const known = (reading?.value ?? []).flatMap((unlock) => {
    const achievement = byId.get(unlock.id);
    return achievement ? [{ ...achievement, unlockedAt: unlock.unlockedAt }] : [];
  });
  const points = known.reduce((sum, achievement) => sum + achievement.points, 0);
  const latest = [...known].sort((a, b) => b.unlockedAt.localeCompare(a.unlockedAt))[0];
  return (
    <Card as="section" aria-labelledby="my-achievements-title">
      <CardContent rows>
        <CardTitle>
          <span id="my-achievements-title">Achievements</span>
        </CardTitle>
        {reading?.saved && (
          <SavedCopyNote savedAt={new Date(reading.receivedAt)} items="achievements" />
        )}
        {unlocks.isPending ? (
          <Text secondary>Loading…</Text>
        ) : unlocks.isError ? (
          <FailedRead error={unlocks.error} onRetry={() => void unlocks.refetch()} />
        ) : (
          <>
            <Text>{`${known.length} of ${achievements.length} unlocked · ${points} points`}</Text>
            <Text secondary small>
              {latest ? (
                <>
                  {`Latest: ${latest.title}, `}
                  <time dateTime={latest.unlockedAt}>
                    {formatInstant(new Date(latest.unlockedAt), SHOWN.moment)}
                  </time>
                </>
              ) : (
                'None yet. The trophy in the header shows how each one is earned.'
              )}
            </Text>
          </>
        )}
      </CardContent>
    </Card>
  );
}
