import { BusinessDashboardPage } from '@/features/business/components/business-dashboard-page';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { MyAchievementsCard } from '@/features/achievements/components/my-achievements-card';
import { MyBookingsCard } from '@/features/bookings/components/my-bookings-card';
import { MyMeetingsCard } from '@/features/meetings/components/my-meetings-card';

/** The signed-in user's own meeting requests and bookings, which both dashboards show. */
function AppointmentCards() {
  return (
    <>
      <MyMeetingsCard />
      <MyBookingsCard />
    </>
  );
}

/** `/dashboard`: the account page with the user's meeting requests, bookings and achievements. */
export function DashboardRoute() {
  return (
    <DashboardPage>
      <AppointmentCards />
      <MyAchievementsCard />
    </DashboardPage>
  );
}

/** `/business-dashboard`: the business shortcuts with the user's meeting requests and bookings. */
export function BusinessDashboardRoute() {
  return (
    <BusinessDashboardPage>
      <AppointmentCards />
    </BusinessDashboardPage>
  );
}
