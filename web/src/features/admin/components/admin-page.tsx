import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { PageContainer } from '@/components/ui/page-container';
import { SectionCard } from '@/components/ui/section-card';
import { FirebaseSession } from '@/lib/firebase-session';
import { useSessionUser } from '@/lib/use-session-user';

/** Each section's content: the admin part of its capability, handed in by the app layer. */
export interface AdminSections {
  Inbox: ComponentType;
  /** Meeting requests, bookings, payments and availability (`SchedulingTabs` with their panels). */
  Scheduling: ComponentType;
  EndorsementQueue: ComponentType;
  UsersTable: ComponentType<{ selfUid: string }>;
  AuditLog: ComponentType;
}

/**
 * `/admin` and `/admin-direct`: the inbox, meetings and bookings (with payments and the owner's
 * availability), endorsement moderation, and user and role management.
 */
export function AdminPage({ sections }: { sections: AdminSections }) {
  const { Inbox, Scheduling, EndorsementQueue, UsersTable, AuditLog } = sections;
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
          <Scheduling />
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
