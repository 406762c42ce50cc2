import { BusinessDashboardPage } from '@/features/business/components/business-dashboard-page';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { MyAchievementsCard } from '@/features/achievements/components/my-achievements-card';
import { CvDownloadsCard } from '@/features/cv/components/cv-downloads-card';
import { MyBookingsCard } from '@/features/bookings/components/my-bookings-card';
import { MyMeetingsCard } from '@/features/meetings/components/my-meetings-card';
import { MySubmissionsCard } from '@/features/my-submissions/components/my-submissions-card';
import { QueuedItemsCard } from '@/features/offline-queue/components/queued-items-card';

/** The signed-in user's own meeting requests and bookings, which both dashboards show. */
function AppointmentCards() {
  return (
    <>
      <MyMeetingsCard />
      <MyBookingsCard />
    </>
  );
}

/**
 * `/dashboard`: the account page with the user's meeting requests and bookings, what they sent
 * (messages, inquiries, endorsements), what this browser saved while offline, and achievements.
 */
export function DashboardRoute() {
  return (
    <DashboardPage>
      <AppointmentCards />
      <MySubmissionsCard show="everything" />
      <QueuedItemsCard />
      <MyAchievementsCard />
      <CvDownloadsCard />
    </DashboardPage>
  );
}

/**
 * `/business-dashboard`: the business shortcuts with the user's meeting requests, bookings and the
 * projects they inquired about.
 */
export function BusinessDashboardRoute() {
  return (
    <BusinessDashboardPage>
      <AppointmentCards />
      <MySubmissionsCard show="inquiries" />
    </BusinessDashboardPage>
  );
}
