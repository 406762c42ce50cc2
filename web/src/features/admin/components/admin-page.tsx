import Typography from '@mui/material/Typography';
import { PageContainer } from '@/components/ui/page-container';
import { SectionCard } from '@/components/ui/section-card';
import { FirebaseSession } from '@/lib/firebase-session';
import { useSessionUser } from '@/lib/use-session-user';
import { AuditLog } from './audit-log';
import { EndorsementQueue } from './endorsement-queue';
import { Inbox } from './inbox';
import { MeetingsAndBookings } from './meetings-and-bookings';
import { UsersTable } from './users-table';

/**
 * `/admin` and `/admin-direct`: the inbox, meetings and bookings (with payments and the owner's
 * availability), endorsement moderation, and user and role management.
 */
export function AdminPage() {
  const user = useSessionUser();
  return (
    <PageContainer
      title="Admin dashboard"
      intro="Read what visitors sent, handle meetings, bookings and payments, review endorsements, and manage accounts and roles."
    >
      <FirebaseSession uid={user.uid} role={user.role}>
        <SectionCard title="Inbox">
          <Inbox />
        </SectionCard>
        <SectionCard title="Meetings and bookings">
          <MeetingsAndBookings />
        </SectionCard>
        <SectionCard title="Endorsements to review">
          <EndorsementQueue />
        </SectionCard>
        <SectionCard title="Users">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Role changes apply at the user&apos;s next page load.
          </Typography>
          <UsersTable selfUid={user.uid} />
        </SectionCard>
        <SectionCard title="Recent admin activity">
          <AuditLog />
        </SectionCard>
      </FirebaseSession>
    </PageContainer>
  );
}
