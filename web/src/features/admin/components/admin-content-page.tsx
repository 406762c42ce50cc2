import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer } from '@/components/ui/page-container';
import { SectionCard } from '@/components/ui/section-card';
import { paths } from '@/config/paths';
import { FirebaseSession } from '@/lib/firebase-session';
import { useSessionUser } from '@/lib/use-session-user';
import { AuditLog } from './audit-log';

/** `/admin-content`: the streamlined admin page — what changed lately, and the way to the full dashboard. */
export function AdminContentPage() {
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
