import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_CANCELLED,
  BOOKING_HOLD_EXPIRED,
  BOOKING_NOT_FOUND,
  type BookingDocument,
} from '../shared/bookings';
import { PAYMENT_ALREADY_RECORDED, PAYMENT_AMOUNT_MISMATCH } from '../shared/payments';
import { refusalFor } from './payments';

const NOW = Date.UTC(2026, 2, 16, 12, 0);

const booking: BookingDocument = {
  uid: null,
  serviceId: 'ai-strategy',
  serviceName: 'AI Strategy Consultation',
  amount: 150,
  currency: 'GBP',
  name: 'Ada',
  email: 'ada@example.org',
  company: null,
  description: null,
  date: '2026-03-18',
  time: '10:00',
  start: Timestamp.fromMillis(Date.UTC(2026, 2, 18, 10)),
  end: Timestamp.fromMillis(Date.UTC(2026, 2, 18, 12)),
  status: 'pending_payment',
  slots: [],
  holdExpiresAt: Timestamp.fromMillis(NOW + 60_000),
  paymentId: null,
  sequence: 0,
  requestHash: 'h',
  createdAt: Timestamp.fromMillis(NOW - 60_000),
};

const payment = { amount: 150, currency: 'GBP', service: 'ai-strategy' };

describe('refusalFor (what a payment is checked against)', () => {
  it('accepts the server’s price in its currency for an unpaid booking on hold', () => {
    expect(refusalFor(booking, payment, NOW)).toBeUndefined();
    expect(refusalFor(booking, { ...payment, currency: 'gbp' }, NOW)).toBeUndefined();
  });

  it.each([
    ['a lower amount', { amount: 1 }],
    ['a higher amount', { amount: 151 }],
    ['a fraction off', { amount: 149.99 }],
    ['another currency', { currency: 'USD' }],
    ['another service', { service: 'technical-deep-dive' }],
  ])('refuses %s with 400', (_label, change) => {
    expect(refusalFor(booking, { ...payment, ...change }, NOW)).toMatchObject({
      kind: 'invalid',
      message: PAYMENT_AMOUNT_MISMATCH,
    });
  });

  it('says a missing booking is not found', () => {
    expect(refusalFor(undefined, payment, NOW)).toMatchObject({
      kind: 'not-found',
      message: BOOKING_NOT_FOUND,
    });
  });

  it.each([
    ['a cancelled booking', { status: 'cancelled' as const }, BOOKING_CANCELLED],
    ['a booking already paid', { paymentId: 'p1' }, PAYMENT_ALREADY_RECORDED],
    [
      'a booking whose hold lapsed',
      { holdExpiresAt: Timestamp.fromMillis(NOW - 1) },
      BOOKING_HOLD_EXPIRED,
    ],
  ])('refuses %s with 409', (_label, change, message) => {
    expect(refusalFor({ ...booking, ...change }, payment, NOW)).toMatchObject({
      kind: 'conflict',
      message,
    });
  });
});
