import Button from '@mui/material/Button';
import { Suspense, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FramedPage } from '@/components/ui/page-container';
import { paths } from '@/config/paths';
import type { LoadedLater } from '../admin-section';
import { ServerDataCard } from './server-data-card';

/**
 * `/admin-content`: the streamlined admin page — the content editor and what changed lately (the
 * content and audit features' parts, handed in by the app layer), and the way to the full
 * dashboard.
 */
export function AdminContentPage({
  editor,
  activity,
}: {
  editor: ReactNode;
  activity: LoadedLater;
}) {
  const { Content: AuditLog, fallback } = activity;
  return (
    <FramedPage>
      <Button
        variant="contained"
        component={RouterLink}
        to={paths.admin}
        sx={{ justifySelf: 'start' }}
      >
        Open the admin dashboard
      </Button>
      {editor}
      <ServerDataCard title="Recent admin activity" reads={['audit']}>
        <Suspense fallback={fallback}>
          <AuditLog />
        </Suspense>
      </ServerDataCard>
    </FramedPage>
  );
}
