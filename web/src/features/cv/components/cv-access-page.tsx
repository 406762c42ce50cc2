import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FramedPage } from '@/components/ui/page-container';
import { FailedRead } from '@/components/ui/retry-alert';
import { SavedCopyNote } from '@/components/ui/saved-copy-note';
import { SectionCard } from '@/components/ui/section-card';
import { useSessionUser } from '@/lib/use-session-user';
import { formatInstant, SHOWN } from '@/lib/visitor-time';
import { cvKeys, myCvDownloadsQuery } from '../api/my-cv-downloads';

/** How long after Download the history is read again: the file is made and recorded by then. */
const RECORDED_AFTER_MS = 2000;

/** The user's own downloads, newest first, each when it was made. */
function DownloadHistory() {
  const history = useQuery(myCvDownloadsQuery());
  if (history.isPending) return <Skeleton variant="rounded" height={48} aria-hidden="true" />;
  if (history.isError)
    return <FailedRead error={history.error} onRetry={() => void history.refetch()} />;
  const { value: downloads, saved, receivedAt } = history.data;
  const note = saved && <SavedCopyNote savedAt={new Date(receivedAt)} items="downloads" />;
  if (downloads.length === 0)
    return (
      <>
        {note}
        <Typography color="text.secondary">You have not downloaded the CV yet.</Typography>
      </>
    );
  return (
    <>
      {note}
      <ol aria-label="Your downloads" style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {downloads.map(({ at }) => (
          <li key={at}>
            <Typography component="span" variant="body2">
              <time dateTime={at}>{formatInstant(new Date(at), SHOWN.moment)}</time>
            </Typography>
          </li>
        ))}
      </ol>
    </>
  );
}

/**
 * CV access for signed-in users: the download is served by `GET /api/download-cv` with the
 * session, and each one is recorded; the page lists the user's own downloads.
 */
export function CvAccessPage() {
  const user = useSessionUser();
  const client = useQueryClient();
  return (
    <FramedPage>
      <SectionCard title="Curriculum vitae">
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Downloads are recorded against your account ({user.email}).
        </Typography>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          href="/api/download-cv"
          target="_blank"
          rel="noopener"
          onClick={() =>
            window.setTimeout(
              () => void client.invalidateQueries({ queryKey: cvKeys.downloads() }),
              RECORDED_AFTER_MS,
            )
          }
        >
          Download CV
        </Button>
      </SectionCard>
      <SectionCard title="Your downloads">
        <DownloadHistory />
      </SectionCard>
      <Alert severity="info">
        Sharing the CV onward? Send people the portfolio link instead, so they always get the latest
        version.
      </Alert>
    </FramedPage>
  );
}
