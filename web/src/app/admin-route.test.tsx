import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { SchedulingTabs } from '@/features/admin/components/scheduling-tabs';
import { renderWithQuery } from '@/testing/query';
import { SCHEDULING_PANELS } from './admin-route';

vi.mock('reactfire', () => ({ useFunctions: () => ({}) }));
vi.mock('@/features/meetings/api/meeting-requests-admin-api', () => ({
  meetingRequestsAdminApi: () => ({ list: () => Promise.resolve([]), decide: vi.fn() }),
}));
vi.mock('@/features/bookings/api/bookings-admin-api', () => ({
  bookingsAdminApi: () => ({ list: () => Promise.resolve([]), cancel: vi.fn() }),
}));
vi.mock('@/features/payments/api/payments-admin-api', () => ({
  paymentsAdminApi: () => ({
    list: () => Promise.resolve([]),
    verify: vi.fn(),
    listBookings: () => Promise.resolve([]),
  }),
}));
vi.mock('@/features/availability/api/availability-settings-api', () => ({
  availabilitySettingsApi: () => ({
    get: () => Promise.reject(new Error('Settings unavailable.')),
    save: vi.fn(),
  }),
}));

function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}

function renderAt(path: string) {
  renderWithQuery(
    <MemoryRouter initialEntries={[path]}>
      <SchedulingTabs panels={SCHEDULING_PANELS} />
      <Where />
    </MemoryRouter>,
  );
}

describe('The admin scheduling tabs', () => {
  it('opens on meeting requests and keeps the chosen tab in the address', async () => {
    const user = userEvent.setup();
    renderAt('/admin');
    expect(await screen.findByText('No meeting requests yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Bookings' }));
    expect(await screen.findByText('No bookings yet.')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('?tab=bookings');
  });

  it('opens the tab a link names', async () => {
    renderAt('/admin?tab=payments');
    expect(screen.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No payments yet.')).toBeInTheDocument();
  });
});
