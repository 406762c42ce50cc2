import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FramedPage } from '@/components/ui/page-container';
import { SectionCard } from '@/components/ui/section-card';
import { useSessionUser } from '@/lib/use-session-user';

/** CV access for signed-in users: the download is served by `GET /api/download-cv` with the session. */
export function CvAccessPage() {
  const user = useSessionUser();
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
        >
          Download CV
        </Button>
      </SectionCard>
      <Alert severity="info">
        Sharing the CV onward? Send people the portfolio link instead, so they always get the latest
        version.
      </Alert>
    </FramedPage>
  );
}
