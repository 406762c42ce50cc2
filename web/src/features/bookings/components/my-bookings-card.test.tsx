import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingRow, BookingStatus } from '@shared/bookings';
import { visitorIn } from '@/testing/luxon-zone';
import { MyBookingsCard, bookingCanBeCancelled } from './my-bookings-card';
import { renderWithQuery } from '@/testing/query';

const api = vi.hoisted(() => ({
  fetchMyBookings: vi.fn<() => Promise<BookingRow[]>>(),
  cancelBooking: vi.fn<(id: string) => Promise<BookingStatus>>(),
}));
vi.mock('../api/my-bookings', () => ({ fetchMyBookings: api.fetchMyBookings }));
vi.mock('../api/cancel-booking', () => ({ cancelBooking: api.cancelBooking }));

const booking = (overrides: Partial<BookingRow>): BookingRow => ({
  id: 'b1',
  serviceId: 'ai-strategy',
  serviceName: 'AI Strategy Consultation',
  amount: 150,
  currency: 'GBP',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: null,
  description: null,
  date: '2030-07-02',
  time: '10:00',
  // 10:00 in London (BST) is 14:30 in Kolkata (IST, UTC+5:30).
  start: '2030-07-02T09:00:00.000Z',
  end: '2030-07-02T11:00:00.000Z',
  status: 'awaiting_verification',
  paymentId: 'p1',
  holdExpiresAt: '2030-06-03T10:00:00.000Z',
  createdAt: '2030-06-01T10:00:00.000Z',
  ...overrides,
});

const renderCard = () =>
  renderWithQuery(
    <MemoryRouter>
      <MyBookingsCard />
    </MemoryRouter>,
  );

describe('MyBookingsCard', () => {
  visitorIn('Asia/Kolkata');

  beforeEach(() => {
    api.fetchMyBookings.mockReset();
    api.cancelBooking.mockReset().mockResolvedValue('cancelled');
  });

  it('lists each booking with its service, amount, local time and status', async () => {
    api.fetchMyBookings.mockResolvedValue([
      booking({}),
      booking({
        id: 'b2',
        serviceName: 'Technical Deep Dive',
        amount: 200,
        status: 'confirmed',
      }),
      booking({ id: 'b3', status: 'pending_payment' }),
      booking({ id: 'b4', status: 'cancelled' }),
      booking({ id: 'b5', status: 'expired' }),
    ]);
    renderCard();
    const rows = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    const [first, second, third, fourth, fifth] = rows;
    expect(first).toHaveTextContent('AI Strategy Consultation');
    expect(first).toHaveTextContent('Tue, 2 Jul 2030 · 14:30 – 16:30 GMT+5:30');
    expect(first).toHaveTextContent('£150');
    expect(first).toHaveTextContent('Awaiting verification');
    // Unconfirmed, the booking says until when it holds its time (in the visitor's zone).
    expect(first).toHaveTextContent('Held until Mon, 3 Jun 2030 15:30 GMT+5:30');
    expect(second).toHaveTextContent('£200');
    expect(second).toHaveTextContent('Confirmed');
    expect(second).not.toHaveTextContent('Held until');
    expect(third).toHaveTextContent('Pending payment');
    expect(fourth).toHaveTextContent('Cancelled');
    expect(within(fourth as HTMLElement).queryByRole('button')).toBeNull();
    expect(fifth).toHaveTextContent('Expired');
    expect(fifth).not.toHaveTextContent('Held until');
    expect(within(fifth as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('asks before cancelling, then cancels through the API and shows Cancelled', async () => {
    const user = userEvent.setup();
    api.fetchMyBookings.mockResolvedValue([booking({ status: 'confirmed' })]);
    renderCard();
    await user.click(
      await screen.findByRole('button', {
        name: 'Cancel the AI Strategy Consultation booking on Tue, 2 Jul 2030',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent('(£150)');
    expect(api.cancelBooking).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(api.cancelBooking).toHaveBeenCalledWith('b1');
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
  });

  it('points to the Availability section when there are no bookings', async () => {
    api.fetchMyBookings.mockResolvedValue([]);
    renderCard();
    expect(await screen.findByText(/You have no bookings yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See availability' })).toHaveAttribute(
      'href',
      '/#availability',
    );
  });

  it('offers Cancel only for bookings that are not cancelled and have not begun', () => {
    const now = Date.parse('2030-07-01T00:00:00.000Z');
    expect(bookingCanBeCancelled(booking({ status: 'pending_payment' }), now)).toBe(true);
    expect(bookingCanBeCancelled(booking({ status: 'cancelled' }), now)).toBe(false);
    expect(bookingCanBeCancelled(booking({}), Date.parse('2030-07-03T00:00:00.000Z'))).toBe(false);
  });
});
