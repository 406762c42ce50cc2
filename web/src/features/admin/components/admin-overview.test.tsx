import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubAdminServer } from '@/testing/admin-server';
import { renderWithQuery } from '@/testing/query';
import { AdminOverviewNumbers } from './admin-overview';

const COUNTS = {
  at: '2026-12-04T10:15:00.000Z',
  unreadMessages: 3,
  unreadInquiries: 1,
  endorsementsToReview: 4,
  meetingRequestsToAnswer: 2,
  paymentsToVerify: 5,
  activeSubscribers: 1000,
  unsubscribed: 12,
  periods: {
    week: { from: '2026-11-30T00:00:00.000Z', to: '2026-12-07T00:00:00.000Z' },
    month: { from: '2026-12-01T00:00:00.000Z', to: '2027-01-01T00:00:00.000Z' },
    lastMonth: { from: '2026-11-01T00:00:00.000Z', to: '2026-12-01T00:00:00.000Z' },
  },
  bookingsThisWeek: 6,
  revenueThisMonth: 1250,
  revenueLastMonth: 0,
  bookingsThisMonth: 8,
  cancelledThisMonth: 2,
  newSubscribersThisMonth: 40,
};

function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}

afterEach(() => vi.unstubAllGlobals());

describe('the numbers at a glance', () => {
  it('shows each count, linking to its list filtered as it counts', async () => {
    let asked = 0;
    stubAdminServer({
      getAdminOverview: () => {
        asked += 1;
        return COUNTS;
      },
    });
    renderWithQuery(
      <MemoryRouter initialEntries={['/admin']}>
        <AdminOverviewNumbers />
        <Where />
      </MemoryRouter>,
    );
    const region = await screen.findByRole('region', { name: 'At a glance' });
    const link = (name: RegExp) => within(region).getByRole('link', { name });
    expect(
      await within(region).findByRole('link', { name: /^5 Payments to verify$/ }),
    ).toHaveAttribute('href', '/admin?tab=payments&paymentStatus=awaiting_verification');
    expect(link(/^3 New messages$/)).toHaveAttribute(
      'href',
      '/admin?section=inbox&inbox=contact&unread=1',
    );
    expect(link(/^1 New inquiries$/)).toHaveAttribute(
      'href',
      '/admin?section=inbox&inbox=inquiry&unread=1',
    );
    expect(link(/^4 Endorsements to review$/)).toHaveAttribute(
      'href',
      '/admin?section=endorsements',
    );
    expect(link(/^2 Meeting requests to answer$/)).toHaveAttribute(
      'href',
      '/admin?tab=meetings&meetingStatus=requested',
    );
    expect(link(/^1000 Newsletter subscribers$/)).toHaveAttribute(
      'href',
      '/admin?section=subscribers&subscriberStatus=subscribed',
    );
    expect(link(/^12 Unsubscribed$/)).toHaveAttribute(
      'href',
      '/admin?section=subscribers&subscriberStatus=unsubscribed',
    );
    expect(link(/^6 Bookings made this week$/)).toHaveAttribute(
      'href',
      '/admin?tab=bookings&bookingFrom=2026-11-30T00%3A00%3A00.000Z&bookingTo=2026-12-07T00%3A00%3A00.000Z',
    );
    expect(link(/^£1,250 Paid this month$/)).toHaveAttribute(
      'href',
      '/admin?tab=payments&paymentStatus=paid&paymentFrom=2026-12-01T00%3A00%3A00.000Z&paymentTo=2027-01-01T00%3A00%3A00.000Z',
    );
    expect(link(/^£0 Paid last month$/)).toBeInTheDocument();
    expect(link(/^25% \(2 of 8\) Bookings cancelled this month$/)).toHaveAttribute(
      'href',
      '/admin?tab=bookings&bookingStatus=cancelled&bookingFrom=2026-12-01T00%3A00%3A00.000Z&bookingTo=2027-01-01T00%3A00%3A00.000Z',
    );
    expect(link(/^40 New subscribers this month$/)).toHaveAttribute(
      'href',
      '/admin?section=subscribers&subscriberStatus=subscribed&subscriberFrom=2026-12-01T00%3A00%3A00.000Z&subscriberTo=2027-01-01T00%3A00%3A00.000Z',
    );
    expect(within(region).getByText(/^Counted/)).toBeInTheDocument();
    expect(region.querySelector('time')).toHaveAttribute('dateTime', COUNTS.at);

    await userEvent.click(link(/Payments to verify/));
    expect(screen.getByTestId('where')).toHaveTextContent(
      '?tab=payments&paymentStatus=awaiting_verification',
    );
    await userEvent.click(within(region).getByRole('button', { name: 'Count again' }));
    await vi.waitFor(() => expect(asked).toBe(2));
  });

  it('says what failed when the numbers cannot be counted, and tries again', async () => {
    stubAdminServer({
      getAdminOverview: () => ({
        status: 403,
        message: 'Only administrators can see the overview.',
      }),
    });
    renderWithQuery(
      <MemoryRouter>
        <AdminOverviewNumbers />
      </MemoryRouter>,
    );
    expect(
      await screen.findByText('Only administrators can see the overview.'),
    ).toBeInTheDocument();
  });
});
