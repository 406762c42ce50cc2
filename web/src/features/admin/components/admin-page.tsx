import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { PageContainer } from '@/components/ui/page-container';
import { FirebaseSession } from '@/lib/firebase-session';
import { useSessionUser } from '@/lib/use-session-user';
import { AuditLog } from './audit-log';
import { UsersTable } from './users-table';

/** `/admin` and `/admin-direct`: user and role management (later issues add inbox and moderation). */
export function AdminPage() {
  const user = useSessionUser();
  return (
    <PageContainer
      title="Admin dashboard"
      intro="Manage accounts and roles. Role changes apply at the user's next page load."
    >
      <FirebaseSession uid={user.uid} role={user.role}>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              Users
            </Typography>
            <UsersTable selfUid={user.uid} />
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              Recent admin activity
            </Typography>
            <AuditLog />
          </CardContent>
        </Card>
      </FirebaseSession>
    </PageContainer>
  );
}
