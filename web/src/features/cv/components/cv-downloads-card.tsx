import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '@/components/plain/button';
import { Card, CardContent, CardTitle } from '@/components/plain/card';
import { Text } from '@/components/plain/text';
import { FailedRead } from '@/components/ui/retry-alert';
import { SavedCopyNote } from '@/components/ui/saved-copy-note';
import { paths } from '@/config/paths';
import { formatInstant, SHOWN } from '@/lib/visitor-time';
import { myCvDownloadsQuery } from '../api/my-cv-downloads';

/** The dashboard's view of the user's CV downloads: how many, the latest, the way to CV access. */
export function CvDownloadsCard() {
  const history = useQuery(myCvDownloadsQuery());
  const reading = history.data;
  const latest = reading?.value[0];
  const count = reading?.value.length ?? 0;
  return (
    <Card as="section" aria-labelledby="cv-downloads-title">
      <CardContent rows>
        <CardTitle>
          <span id="cv-downloads-title">CV downloads</span>
        </CardTitle>
        {reading?.saved && (
          <SavedCopyNote savedAt={new Date(reading.receivedAt)} items="downloads" />
        )}
        {history.isPending ? (
          <Text secondary>Loading…</Text>
        ) : history.isError ? (
          <FailedRead error={history.error} onRetry={() => void history.refetch()} />
        ) : (
          <Text>
            {latest ? (
              <>
                {`${count} ${count === 1 ? 'download' : 'downloads'}, the latest `}
                <time dateTime={latest.at}>{formatInstant(new Date(latest.at), SHOWN.moment)}</time>
                .
              </>
            ) : (
              'You have not downloaded the CV yet.'
            )}
          </Text>
        )}
        <div>
          <ButtonLink variant="outlined" to={paths.cvAccess}>
            CV access
          </ButtonLink>
        </div>
      </CardContent>
    </Card>
  );
}
