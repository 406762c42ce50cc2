import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingRow, BookingStatus } from '@shared/bookings';
import { BookingsAdmin } from './bookings-admin';
import { renderWithQuery } from '@/testing/query';

const api = vi.hoisted(() => ({
  page: vi.fn<() => Promise<{ items: BookingRow[]; nextCursor: string | null }>>(),
  cancel: vi.fn<(id: string) => Promise<BookingStatus>>(),
}));
vi.mock('../api/bookings-admin-api', () => ({ bookingsAdminApi: api }));

const booking: BookingRow = {
  id: 'b1',
  serviceId: 'robotics-integration',
  serviceName: 'Robotics Integration',
  amount: 180,
  currency: 'GBP',
  name: 'Grace',
  email: 'grace@example.com',
  company: 'Navy',
  description: null,
  date: '2030-07-02',
  time: '10:00',
  start: '2030-07-02T09:00:00.000Z',
  end: '2030-07-02T11:30:00.000Z',
  status: 'confirmed',
  paymentId: 'p1',
  holdExpiresAt: null,
  createdAt: null,
};

describe('BookingsAdmin', () => {
  beforeEach(() => {
    api.page.mockReset().mockResolvedValue({ items: [booking], nextCursor: null });
    api.cancel.mockReset().mockResolvedValue('cancelled');
  });

  it('cancels a booking with cancelBooking after asking', async () => {
    const user = userEvent.setup();
    renderWithQuery(
      <MemoryRouter>
        <BookingsAdmin />
      </MemoryRouter>,
    );
    const row = within(await screen.findByRole('list', { name: 'Bookings' })).getByRole('listitem');
    expect(row).toHaveTextContent('Robotics Integration · Grace');
    expect(row).toHaveTextContent('grace@example.com · Navy · £180');
    await user.click(
      within(row).getByRole('button', { name: "Cancel Grace's Robotics Integration booking" }),
    );
    expect(api.cancel).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    expect(api.cancel).toHaveBeenCalledWith('b1');
    expect(await within(row).findByText('Cancelled')).toBeInTheDocument();
  });
});
