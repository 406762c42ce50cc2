import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { MeetingsAndBookings } from './meetings-and-bookings';

vi.mock('reactfire', () => ({ useFunctions: () => ({}) }));
vi.mock('../api/meeting-requests-api', () => ({
  meetingRequestsApi: () => ({ list: () => Promise.resolve([]), decide: vi.fn() }),
}));
vi.mock('../api/bookings-api', () => ({
  bookingsApi: () => ({ list: () => Promise.resolve([]), cancel: vi.fn() }),
}));
vi.mock('../api/payments-api', () => ({
  paymentsApi: () => ({ list: () => Promise.resolve([]), verify: vi.fn() }),
}));
vi.mock('../api/availability-settings-api', () => ({
  availabilitySettingsApi: () => ({
    get: () => Promise.reject(new Error('Settings unavailable.')),
    save: vi.fn(),
  }),
}));

function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <MeetingsAndBookings />
      <Where />
    </MemoryRouter>,
  );
}

describe('MeetingsAndBookings', () => {
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
