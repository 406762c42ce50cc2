import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingRow, BookingStatus } from '@shared/bookings';
import type { PaymentRow, PaymentStatus } from '@shared/payments';
import { verificationOrder } from '../api/payments-admin-queries';
import { PaymentsAdmin } from './payments-admin';
import { renderWithQuery } from '@/testing/query';

const payments = vi.hoisted(() => ({
  list: vi.fn<() => Promise<PaymentRow[]>>(),
  verify: vi.fn<(id: string, decision: 'paid' | 'rejected') => Promise<PaymentStatus>>(),
}));
const bookings = vi.hoisted(() => ({
  list: vi.fn<(status?: BookingStatus) => Promise<BookingRow[]>>(),
  cancel: vi.fn<(id: string) => Promise<BookingStatus>>(),
}));
vi.mock('reactfire', () => ({ useFunctions: () => ({}) }));
vi.mock('../api/payments-admin-api', () => ({
  paymentsAdminApi: () => ({ ...payments, listBookings: () => bookings.list() }),
}));

const payment = (id: string, name: string, status: PaymentStatus): PaymentRow => ({
  id,
  bookingId: `booking-${id}`,
  email: `${id}@example.com`,
  name,
  serviceId: 'ai-strategy',
  amount: 150,
  currency: 'GBP',
  paymentMethod: 'card-simulated',
  provider: 'manual',
  status,
  createdAt: '2030-06-01T10:00:00.000Z',
  verifiedAt: null,
});

const booking = (id: string, status: BookingStatus): BookingRow => ({
  id,
  serviceId: 'ai-strategy',
  serviceName: 'AI Strategy Consultation',
  amount: 150,
  currency: 'GBP',
  name: 'Grace',
  email: 'grace@example.com',
  company: null,
  description: null,
  date: '2030-07-02',
  time: '10:00',
  start: '2030-07-02T09:00:00.000Z',
  end: '2030-07-02T11:00:00.000Z',
  status,
  paymentId: null,
  holdExpiresAt: null,
  createdAt: null,
});

/** The server after a decision: the payment and its booking in their new states. */
function serverAnswers(paymentStatus: PaymentStatus, bookingStatus: BookingStatus) {
  payments.list.mockResolvedValue([
    payment('p1', 'Grace', paymentStatus),
    payment('p0', 'Alan', 'paid'),
  ]);
  bookings.list.mockResolvedValue([
    booking('booking-p1', bookingStatus),
    booking('booking-p0', 'confirmed'),
  ]);
}

describe('PaymentsAdmin', () => {
  beforeEach(() => {
    payments.list.mockReset();
    bookings.list.mockReset();
    serverAnswers('awaiting_verification', 'awaiting_verification');
    payments.verify.mockReset().mockResolvedValue('paid');
  });

  it('lists payments awaiting verification first, each with its booking', async () => {
    payments.list.mockResolvedValue([
      payment('p0', 'Alan', 'paid'),
      payment('p1', 'Grace', 'awaiting_verification'),
    ]);
    renderWithQuery(<PaymentsAdmin />);
    const rows = within(await screen.findByRole('list', { name: 'Payments' })).getAllByRole(
      'listitem',
    );
    expect(rows[0]).toHaveTextContent('Grace · £150');
    expect(rows[0]).toHaveTextContent('AI Strategy Consultation');
    expect(within(rows[0] as HTMLElement).getAllByText('Awaiting verification')).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('Alan · £150');
    expect(within(rows[1] as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('asks before marking paid, calls verifyPayment, and shows the booking as confirmed', async () => {
    const user = userEvent.setup();
    renderWithQuery(<PaymentsAdmin />);
    await user.click(await screen.findByRole('button', { name: "Mark Grace's payment as paid" }));
    const dialog = screen.getByRole('dialog', { name: 'Mark this payment as paid?' });
    expect(payments.verify).not.toHaveBeenCalled();
    serverAnswers('paid', 'confirmed');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(payments.verify).toHaveBeenCalledWith('p1', 'paid');
    const rows = within(await screen.findByRole('list', { name: 'Payments' })).getAllByRole(
      'listitem',
    );
    await within(rows[0] as HTMLElement).findByText('Confirmed');
    expect(within(rows[0] as HTMLElement).getByText('Paid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark .* as paid/ })).toBeNull();
  });

  it('rejects with verifyPayment after asking', async () => {
    const user = userEvent.setup();
    payments.verify.mockResolvedValue('rejected');
    renderWithQuery(<PaymentsAdmin />);
    await user.click(await screen.findByRole('button', { name: "Reject Grace's payment" }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this payment?' });
    serverAnswers('rejected', 'cancelled');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(payments.verify).toHaveBeenCalledWith('p1', 'rejected');
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
  });

  it('does nothing when the admin goes back', async () => {
    const user = userEvent.setup();
    renderWithQuery(<PaymentsAdmin />);
    await user.click(await screen.findByRole('button', { name: "Mark Grace's payment as paid" }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(payments.verify).not.toHaveBeenCalled();
  });

  it('orders awaiting verification first and keeps the rest in order', () => {
    const ordered = verificationOrder([
      payment('a', 'A', 'paid'),
      payment('b', 'B', 'awaiting_verification'),
      payment('c', 'C', 'rejected'),
      payment('d', 'D', 'awaiting_verification'),
    ]);
    expect(ordered.map((entry) => entry.id)).toEqual(['b', 'd', 'a', 'c']);
  });
});
