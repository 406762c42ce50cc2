import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingRow, BookingStatus } from '@shared/bookings';
import type { PaymentRow, PaymentStatus } from '@shared/payments';
import { stubAdminServer } from '@/testing/admin-server';
import { renderWithQuery } from '@/testing/query';
import { PaymentsAdmin } from './payments-admin';

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

/** What the server holds: payments newest first, and their bookings among others. */
const server = {
  payments: [] as PaymentRow[],
  bookings: [] as BookingRow[],
  verified: 'paid' as PaymentStatus,
};

/** The server after a decision: the payment and its booking in their new states. */
function serverAnswers(paymentStatus: PaymentStatus, bookingStatus: BookingStatus) {
  server.payments = [payment('p1', 'Grace', paymentStatus), payment('p0', 'Alan', 'paid')];
  server.bookings = [booking('booking-p1', bookingStatus), booking('booking-p0', 'confirmed')];
}

/** Bookings unrelated to any payment, newer than the payments' own. */
const others = (count: number) =>
  Array.from({ length: count }, (_unused, index) => booking(`other-${index}`, 'confirmed'));

const page = <T,>(rows: T[], cursor: unknown, limit: unknown) => {
  const from = typeof cursor === 'string' ? Number(cursor) : 0;
  const size = typeof limit === 'number' ? limit : 20;
  return {
    items: rows.slice(from, from + size),
    nextCursor: from + size < rows.length ? String(from + size) : null,
  };
};

let calls: [string, Record<string, unknown>][] = [];

describe('PaymentsAdmin', () => {
  beforeEach(() => {
    serverAnswers('awaiting_verification', 'awaiting_verification');
    server.verified = 'paid';
    calls = stubAdminServer({
      listPayments: ({ cursor, limit }) => page(server.payments, cursor, limit),
      listBookings: ({ cursor, limit }) => page(server.bookings, cursor, limit),
      verifyPayment: () => ({ status: server.verified }),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists payments in the server’s order, each with its booking', async () => {
    renderWithQuery(
      <MemoryRouter>
        <PaymentsAdmin />
      </MemoryRouter>,
    );
    const rows = within(await screen.findByRole('list', { name: 'Payments' })).getAllByRole(
      'listitem',
    );
    expect(rows[0]).toHaveTextContent('Grace · £150');
    expect(rows[0]).toHaveTextContent('AI Strategy Consultation');
    expect(within(rows[0] as HTMLElement).getAllByText('Awaiting verification')).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('Alan · £150');
    expect(within(rows[1] as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('finds a booking beyond the newest hundred with a further read', async () => {
    server.bookings = [...others(100), ...server.bookings];
    renderWithQuery(
      <MemoryRouter>
        <PaymentsAdmin />
      </MemoryRouter>,
    );
    const rows = within(await screen.findByRole('list', { name: 'Payments' })).getAllByRole(
      'listitem',
    );
    expect(rows[0]).toHaveTextContent('AI Strategy Consultation');
    expect(calls.filter(([name]) => name === 'listBookings').map(([, body]) => body)).toEqual([
      { limit: 100 },
      { limit: 100, cursor: '100' },
    ]);
  });

  it('asks before marking paid, calls verifyPayment, and shows the booking as confirmed', async () => {
    const user = userEvent.setup();
    renderWithQuery(
      <MemoryRouter>
        <PaymentsAdmin />
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('button', { name: "Mark paid: Grace's payment" }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this payment as paid?' });
    expect(calls.some(([name]) => name === 'verifyPayment')).toBe(false);
    serverAnswers('paid', 'confirmed');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(calls).toContainEqual(['verifyPayment', { id: 'p1', decision: 'paid' }]);
    const rows = within(await screen.findByRole('list', { name: 'Payments' })).getAllByRole(
      'listitem',
    );
    await within(rows[0] as HTMLElement).findByText('Confirmed');
    expect(within(rows[0] as HTMLElement).getByText('Paid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark paid: / })).toBeNull();
  });

  it('rejects with verifyPayment after asking', async () => {
    const user = userEvent.setup();
    server.verified = 'rejected';
    renderWithQuery(
      <MemoryRouter>
        <PaymentsAdmin />
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('button', { name: "Reject Grace's payment" }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this payment?' });
    serverAnswers('rejected', 'cancelled');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(calls).toContainEqual(['verifyPayment', { id: 'p1', decision: 'rejected' }]);
    const list = await screen.findByRole('list', { name: 'Payments' });
    expect(await within(list).findByText('Rejected')).toBeInTheDocument();
    expect(await within(list).findByText('Cancelled')).toBeInTheDocument();
  });

  it('does nothing when the admin goes back', async () => {
    const user = userEvent.setup();
    renderWithQuery(
      <MemoryRouter>
        <PaymentsAdmin />
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('button', { name: "Mark paid: Grace's payment" }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(calls.some(([name]) => name === 'verifyPayment')).toBe(false);
  });
});
