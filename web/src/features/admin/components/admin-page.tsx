import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { PageContainer } from '@/components/ui/page-container';
import { FirebaseSession } from '@/lib/firebase-session';
import { useSessionUser } from '@/lib/use-session-user';
import { AuditLog } from './audit-log';
import { EndorsementQueue } from './endorsement-queue';
import { Inbox } from './inbox';
import { UsersTable } from './users-table';

/** `/admin` and `/admin-direct`: the inbox, endorsement moderation, and user and role management. */
export function AdminPage() {
  const user = useSessionUser();
  return (
    <PageContainer
      title="Admin dashboard"
      intro="Read what visitors sent, review endorsements, and manage accounts and roles."
    >
      <FirebaseSession uid={user.uid} role={user.role}>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              Inbox
            </Typography>
            <Inbox />
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              Endorsements to review
            </Typography>
            <EndorsementQueue />
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              Users
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Role changes apply at the user&apos;s next page load.
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
