import Button from '@mui/material/Button';
import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer } from '@/components/ui/page-container';
import { SectionCard } from '@/components/ui/section-card';
import { paths } from '@/config/paths';
import { FirebaseSession } from '@/lib/firebase-session';
import { useSessionUser } from '@/lib/use-session-user';

/**
 * `/admin-content`: the streamlined admin page — what changed lately (the audit feature's log,
 * handed in by the app layer), and the way to the full dashboard.
 */
export function AdminContentPage({ AuditLog }: { AuditLog: ComponentType }) {
  const user = useSessionUser();
  return (
    <PageContainer
      title="Admin content"
      intro="A quick look at recent changes. Manage users and roles in the full dashboard."
    >
      <SectionCard title="Recent admin activity">
        <FirebaseSession uid={user.uid} role={user.role}>
          <AuditLog />
        </FirebaseSession>
      </SectionCard>
      <Button
        variant="contained"
        component={RouterLink}
        to={paths.admin}
        sx={{ justifySelf: 'start' }}
      >
        Open the admin dashboard
      </Button>
    </PageContainer>
  );
}
