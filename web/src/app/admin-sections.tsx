import type { LoadedLater } from '@/features/admin/admin-section';
import type { AdminSections } from '@/features/admin/components/admin-page';
import { SchedulingTabs } from '@/features/admin/components/scheduling-tabs';
import type { SchedulingTab } from '@/features/admin/scheduling-tab-param';
import { AuditLogPlaceholder } from '@/features/audit/components/audit-log-placeholder';
import { AvailabilityEditorPlaceholder } from '@/features/availability/components/availability-editor-placeholder';
import { BookingsAdminPlaceholder } from '@/features/bookings/components/bookings-admin-placeholder';
import { EndorsementQueuePlaceholder } from '@/features/endorsements/components/endorsement-queue-placeholder';
import { InboxPlaceholder } from '@/features/inbox/components/inbox-placeholder';
import { SubscribersAdminPlaceholder } from '@/features/newsletter/components/subscribers-admin-placeholder';
import { MeetingRequestsAdminPlaceholder } from '@/features/meetings/components/meeting-requests-admin-placeholder';
import { PaymentsAdminPlaceholder } from '@/features/payments/components/payments-admin-placeholder';
import { UsersPlaceholder } from '@/features/users/components/users-placeholder';
import { part, type Part } from '@/lib/start/part';
import type { ReactNode } from 'react';

/**
 * A section's code is a part loaded when first shown, inside the admin page (already drawn with
 * MUI); its placeholder, of its height, holds its place meanwhile.
 */
const WHEN_SHOWN = { when: 'first-use', mui: 'inside' } as const;

function later<P extends object>(Content: Part<P>, fallback: ReactNode): LoadedLater<P> {
  return { Content, preload: Content.preload, fallback };
}

/** The activity, on `/admin` and `/admin-content`. */
export const ACTIVITY = later(
  part(async () => (await import('@/features/audit/components/audit-log')).AuditLog, WHEN_SHOWN),
  <AuditLogPlaceholder />,
);

/** The tabs of Meetings and bookings: each capability's admin part. */
export const SCHEDULING_PANELS: Record<SchedulingTab, LoadedLater> = {
  meetings: later(
    part(
      async () =>
        (await import('@/features/meetings/components/meeting-requests-admin'))
          .MeetingRequestsAdmin,
      WHEN_SHOWN,
    ),
    <MeetingRequestsAdminPlaceholder />,
  ),
  bookings: later(
    part(
      async () => (await import('@/features/bookings/components/bookings-admin')).BookingsAdmin,
      WHEN_SHOWN,
    ),
    <BookingsAdminPlaceholder />,
  ),
  payments: later(
    part(
      async () => (await import('@/features/payments/components/payments-admin')).PaymentsAdmin,
      WHEN_SHOWN,
    ),
    <PaymentsAdminPlaceholder />,
  ),
  availability: later(
    part(
      async () =>
        (await import('@/features/availability/components/availability-editor')).AvailabilityEditor,
      WHEN_SHOWN,
    ),
    <AvailabilityEditorPlaceholder />,
  ),
};

function Scheduling() {
  return <SchedulingTabs panels={SCHEDULING_PANELS} />;
}

/** Every section of `/admin`: the admin part of each capability. */
export const ADMIN_SECTIONS: AdminSections = {
  inbox: later(
    part(async () => (await import('@/features/inbox/components/inbox')).Inbox, WHEN_SHOWN),
    <InboxPlaceholder />,
  ),
  scheduling: {
    Content: Scheduling,
    // The tab a link opens is the likeliest; meeting requests open first otherwise.
    preload: () => {
      const tab = new URLSearchParams(window.location.search).get('tab');
      const panel = Object.entries(SCHEDULING_PANELS).find(([id]) => id === tab)?.[1];
      return (panel ?? SCHEDULING_PANELS.meetings).preload();
    },
    fallback: null,
  },
  endorsements: later(
    part(
      async () =>
        (await import('@/features/endorsements/components/endorsement-queue')).EndorsementQueue,
      WHEN_SHOWN,
    ),
    <EndorsementQueuePlaceholder />,
  ),
  subscribers: later(
    part(
      async () =>
        (await import('@/features/newsletter/components/subscribers-admin')).SubscribersAdmin,
      WHEN_SHOWN,
    ),
    <SubscribersAdminPlaceholder />,
  ),
  users: later(
    part(
      async () => (await import('@/features/users/components/users-table')).UsersTable,
      WHEN_SHOWN,
    ),
    <UsersPlaceholder />,
  ),
  activity: ACTIVITY,
};
