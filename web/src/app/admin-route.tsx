import { AdminPage, type AdminSections } from '@/features/admin/components/admin-page';
import { SchedulingTabs, type SchedulingTab } from '@/features/admin/components/scheduling-tabs';
import { AuditLog } from '@/features/audit/components/audit-log';
import { AvailabilityEditor } from '@/features/availability/components/availability-editor';
import { BookingsAdmin } from '@/features/bookings/components/bookings-admin';
import { EndorsementQueue } from '@/features/endorsements/components/endorsement-queue';
import { Inbox } from '@/features/inbox/components/inbox';
import { MeetingRequestsAdmin } from '@/features/meetings/components/meeting-requests-admin';
import { PaymentsAdmin } from '@/features/payments/components/payments-admin';
import { UsersTable } from '@/features/users/components/users-table';

/** The scheduling tabs' panels: each capability's admin part. */
export const SCHEDULING_PANELS = {
  meetings: MeetingRequestsAdmin,
  bookings: BookingsAdmin,
  payments: PaymentsAdmin,
  availability: AvailabilityEditor,
} satisfies Record<SchedulingTab, unknown>;

function Scheduling() {
  return <SchedulingTabs panels={SCHEDULING_PANELS} />;
}

const SECTIONS: AdminSections = { Inbox, Scheduling, EndorsementQueue, UsersTable, AuditLog };

/** `/admin`: the admin shell with every capability's admin part in it. */
export function AdminRoute() {
  return <AdminPage sections={SECTIONS} />;
}
